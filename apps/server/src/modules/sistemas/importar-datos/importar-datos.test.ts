import { messages } from '@farmasi/contracts';
import {
  IMPORTACION_ERRORES_MAXIMOS,
  importarDatosPantalla,
  importarDatosMessages as m,
  type ResultadoImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catSucursales } from '../../../db/schema/index.ts';
import { textoCsv } from '../../../platform/importacion/plantilla.ts';
import { importadorDe } from './importadores.ts';

/** The 'Importar datos' calls on the demo database: kinds, templates, a checked and a real run by upload. */
const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/sistemas/importar-datos';
const BOUNDARY = '----importar-datos';

const multipart = (nombre: string, contenido: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="${nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    contenido,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const subir = (ruta: string, nombre: string, contenido: Buffer, token = admin.token) =>
  app.inject({
    method: 'POST',
    url: `/admin/api${B}${ruta}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: multipart(nombre, contenido),
  });

/** The streamed answer: its progress lines and, last, the envelope. */
const lineas = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const sobre = (body: string) =>
  lineas(body).at(-1) as { value: boolean; message: string; data: ResultadoImportacion | null };

/** The branches' columns as the file names them (the screen's user reads them in the template). */
const C = {
  numero: 'Número de sucursal',
  corto: 'Nombre corto',
  completo: 'Nombre completo',
  tipo: 'Tipo',
  linea: 'Línea',
  grupo: 'Grupo de zona',
  activa: 'Activa',
  cp: 'Código postal',
  colonia: 'Colonia',
  calle: 'Calle',
  numExterior: 'Número exterior',
  entreCalles: 'Entre calles',
  telefono: 'Teléfono',
  apertura: 'Hora de apertura',
  cierre: 'Hora de cierre',
} as const;
const encabezado = (await importadorDe('sucursales'))!.columnas.map((c) => c.nombre);
const base: Record<string, string> = {
  [C.numero]: '701',
  [C.corto]: 'Puebla Pantalla',
  [C.completo]: 'FarmaSí Puebla Pantalla',
  [C.tipo]: 'Propia',
  [C.linea]: 'Farmacias',
  [C.grupo]: 'Zona Centro',
  [C.activa]: 'Sí',
  [C.cp]: '72000',
  [C.colonia]: 'Centro',
  [C.calle]: 'Av. Reforma',
  [C.numExterior]: '700',
  [C.entreCalles]: 'Calle 5 de Mayo y Calle 3 Norte',
  [C.telefono]: '222 123 4567',
  [C.apertura]: '08:00',
  [C.cierre]: '22:00',
};
const fila = (cambios: Record<string, string> = {}) =>
  encabezado.map((c) => ({ ...base, ...cambios })[c] ?? '');
const csv = (...filas: string[][]) => Buffer.from(`\uFEFF${textoCsv([encabezado, ...filas])}`);
const sucursal = async (cod: number) =>
  (await db.select().from(catSucursales).where(eq(catSucursales.codSucursal, cod)))[0];

describe('Importar datos: permissions and bad requests', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    const archivo = csv(fila());
    for (const ruta of ['/sucursales/verificar', '/sucursales/importar']) {
      expect((await subir(ruta, 'a.csv', archivo, '')).statusCode, ruta).toBe(401);
      const res = await subir(ruta, 'a.csv', archivo, consulta.token);
      expect(res.statusCode, ruta).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
    for (const ruta of [`${B}/tipos`, `${B}/sucursales/plantilla`]) {
      expect((await app.inject({ method: 'GET', url: `/admin/api${ruta}` })).statusCode).toBe(401);
      expect((await consulta.get(ruta)).statusCode).toBe(403);
    }
    expect(await sucursal(701)).toBeUndefined();
  });

  it('refuses an unknown kind, a bad template format and a request without a file in Spanish', async () => {
    const tipo = await subir('/articulos/verificar', 'a.csv', csv(fila()));
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toContain(m.tipoDesconocido.replace('{tipo}', 'articulos'));
    const formato = await admin.get(`${B}/sucursales/plantilla?formato=pdf`);
    expect(formato.statusCode).toBe(400);
    expect(formato.json().message).toContain('El formato de la plantilla debe ser xlsx o csv.');
    const sinArchivo = await admin.post(`${B}/sucursales/verificar`, {});
    expect(sinArchivo.statusCode).toBe(415);
  });
});

describe('Importar datos: kinds and templates', () => {
  it('lists the five kinds with their Spanish columns', async () => {
    const { data } = (await admin.get(`${B}/tipos`)).json();
    expect(data.map((t: { tipo: string }) => t.tipo).sort()).toEqual(
      ['clientes', 'cuentas-contables', 'empleados', 'proveedores', 'sucursales'].sort(),
    );
    const sucursales = data.find((t: { tipo: string }) => t.tipo === 'sucursales');
    expect(sucursales.columnas.map((c: { nombre: string }) => c.nombre)).toEqual(encabezado);
  });

  it('downloads the template as .xlsx (default) and as CSV, header and one example row', async () => {
    const xlsx = await admin.get(`${B}/sucursales/plantilla`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('plantilla-sucursales.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.rowCount).toBe(2);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(encabezado);
    const texto = await admin.get(`${B}/sucursales/plantilla?formato=csv`);
    expect(texto.headers['content-type']).toContain('text/csv');
    const [cabecera, ejemplo, ...resto] = texto.body.replace('\uFEFF', '').split('\r\n');
    expect(cabecera?.startsWith('Número de sucursal,')).toBe(true);
    expect(ejemplo).not.toBe('');
    expect(resto).toEqual(['']);
  });
});

describe('Importar datos: runs', () => {
  it('a check reports every bad row as a table and writes nothing', async () => {
    const res = await subir(
      '/sucursales/verificar',
      'sucursales.csv',
      csv(
        fila(),
        fila({ [C.numero]: '702', [C.apertura]: '25:00' }),
        fila({ [C.numero]: '703', [C.cp]: '99999' }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const r = sobre(res.body);
    expect(r.value).toBe(false);
    expect(r.data?.verificacion).toBe(true);
    expect(r.data?.filas).toBe(3);
    expect(r.data?.filasConError).toBe(2);
    expect(r.data?.errores.map((e) => [e.linea, e.campo])).toEqual([
      [3, C.apertura],
      [4, C.cp],
    ]);
    expect(r.message).toBe(
      'No se importó nada: 2 filas de 3 con errores; corrija el archivo y vuelva a intentarlo.',
    );
    expect(await sucursal(701)).toBeUndefined();
  });

  it('a good check writes nothing; the import writes, audits with the screen as actor, and a second one changes nothing', async () => {
    const archivo = csv(fila());
    const verificada = sobre((await subir('/sucursales/verificar', 'sucursales.csv', archivo)).body);
    expect(verificada).toMatchObject({ value: true, data: { verificacion: true, filas: 1, conteo: null } });
    expect(verificada.message).toBe(
      'Verificación sin errores: 1 sucursal lista para importar (no se escribió nada).',
    );
    expect(await sucursal(701)).toBeUndefined();

    const importada = sobre((await subir('/sucursales/importar', 'sucursales.csv', archivo)).body);
    expect(importada).toMatchObject({
      value: true,
      message: '1 sucursal: 1 nueva, 0 actualizadas, 0 sin cambios',
      data: { verificacion: false, conteo: { nuevos: 1, actualizados: 0, sinCambios: 0 } },
    });
    expect((await sucursal(701))?.sucursal).toBe('Puebla Pantalla');
    const [entrada] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_sucursales'), eq(auditoria.clave, '701')));
    expect(entrada?.ruta).toBe(`/admin/api${B}/:tipo/importar`);
    expect(entrada?.idUsuario).toBe(admin.data.idUsuario);
    // Under the screen it was imported through, as every other audited change (the Bitácora's filter).
    expect(entrada?.pantalla).toBe(importarDatosPantalla.id);

    const otra = sobre((await subir('/sucursales/importar', 'sucursales.csv', archivo)).body);
    expect(otra.message).toBe('1 sucursal: 0 nuevas, 0 actualizadas, 1 sin cambios');
  });

  it('reads an .xlsx upload, and answers a file of another format as an error of the file', async () => {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Datos');
    hoja.addRow(encabezado);
    hoja.addRow(fila({ [C.numero]: '703' }));
    const xlsx = Buffer.from(await libro.xlsx.writeBuffer());
    const r = sobre((await subir('/sucursales/verificar', 'sucursales.xlsx', xlsx)).body);
    expect(r).toMatchObject({ value: true, data: { filas: 1 } });
    const pdf = sobre((await subir('/sucursales/verificar', 'sucursales.pdf', Buffer.from('%PDF-1.4'))).body);
    expect(pdf.value).toBe(false);
    expect(pdf.data?.errores[0]).toMatchObject({ linea: 0 });
  });

  it('streams progress lines before the envelope on a large file, and caps the errors it answers', async () => {
    const filas = Array.from({ length: IMPORTACION_ERRORES_MAXIMOS + 5 }, (_, i) =>
      fila({ [C.numero]: String(10_000 + i), [C.cp]: 'x' }),
    );
    const res = await subir('/sucursales/verificar', 'grande.csv', csv(...filas));
    const todas = lineas(res.body);
    expect(todas.slice(0, -1).every((l) => 'progreso' in l)).toBe(true);
    expect(todas.length).toBeGreaterThan(1);
    const r = sobre(res.body);
    expect(r.data?.errores).toHaveLength(IMPORTACION_ERRORES_MAXIMOS);
    expect(r.data?.totalErrores).toBeGreaterThanOrEqual(IMPORTACION_ERRORES_MAXIMOS + 5);
    expect(r.data?.filasConError).toBe(IMPORTACION_ERRORES_MAXIMOS + 5);
  });
});
