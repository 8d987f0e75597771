import { messages } from '@farmasi/contracts';
import {
  BITACORA_MAX_ENTRADAS,
  bitacoraMessages as m,
  type PaginaBitacora,
  type PantallaBitacora,
} from '@farmasi/contracts/sistemas/bitacora';
import type { SucursalSinActualizar } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db, config } = await createTestApp();
const admin = await signIn(app, 'admin');
const URL = '/sistemas/bitacora';
const V20 = `/${config.PRODUCT_SLUG}v20/sistemas`;

const [{ idAdmin, idConsulta } = { idAdmin: 0, idConsulta: 0 }] = await rowsOf<{
  idAdmin: number;
  idConsulta: number;
}>(
  db,
  sql`select (select id_usuario from web_usuarios where usuario = 'admin') as "idAdmin",
             (select id_usuario from web_usuarios where usuario = 'consulta') as "idConsulta"`,
);

// A real change through a screen's call: its entry names the screen (FarmaSí 2.0, 1700).
const libre = (
  (await admin.get(`${V20}/obtener-sucursales-sin-actualizar`)).json().data as SucursalSinActualizar[]
)[0]!;
const guardado = await admin.post(`${V20}/guardar-sucursal`, {
  codSucursal: libre.codSucursal,
  fecha: '2025-01-02',
  prefijo: 'BITAC1',
  telefono: '2221234567',
});
expect(guardado.statusCode, guardado.body).toBe(200);

// Entries of a test table written as audit() writes them: 25 by the 'consulta' user in January
// 2024 (Mexico City), one deletion on 2024-02-01 00:30 local, one at 2024-01-31 23:59 local.
await db.execute(sql`
  insert into auditoria (fecha, id_usuario, metodo, ruta, pantalla, tabla, clave, antes, despues)
  select timestamptz '2024-01-10 12:00:00-06' + make_interval(mins => g), ${idConsulta}, 'POST',
         '/admin/api/prueba/guardar', 1720, 'prueba_bitacora', 'R' || (g % 5),
         case when g % 5 = 0 then null else jsonb_build_object('nombre', 'Antes ' || g, 'activo', true) end,
         jsonb_build_object('nombre', 'Después ' || g, 'activo', g % 2 = 0)
    from generate_series(1, 25) g`);
await db.execute(sql`
  insert into auditoria (fecha, id_usuario, metodo, ruta, pantalla, tabla, clave, antes, despues) values
   ('2024-02-01 00:30:00-06', ${idAdmin}, 'POST', '/admin/api/prueba/eliminar', null, 'prueba_bitacora', 'BAJA',
    '{"nombre":"Se fue"}', null),
   ('2024-01-31 23:59:00-06', null, 'CLI', 'importar', null, 'prueba_bitacora', 'CLI', null, '{"nombre":"Importado"}')`);

const lista = async (q: string) => {
  const res = await admin.get(`${URL}?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PaginaBitacora;
};

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const url of [URL, `${URL}/excel`, `${URL}/pantallas`, `${URL}/usuarios/ad`]) {
      expect((await app.inject({ method: 'GET', url: `/admin/api${url}` })).statusCode, url).toBe(401);
      const res = await consulta.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 in Spanish for bad filters and pages', async () => {
    for (const [q, mensaje] of [
      ['desde=2024-02-01&hasta=2024-01-01', m.fechaInicialMayor],
      ['desde=2024-02-30', m.fechaInvalida],
      ['hasta=ayer', m.fechaInvalida],
      ['pagina=0', m.paginaInvalida],
      ['pagina=uno', m.paginaInvalida],
      ['pagina=501', m.paginaInvalida],
      ['tamanoPagina=101', m.tamanoInvalido],
      ['usuario=-3', m.usuarioInvalido],
      ['pantalla=x', m.pantallaInvalida],
      ['clave=R1', m.claveSinTabla],
      [`tabla=${'t'.repeat(101)}`, m.tablaInvalida],
    ] as const) {
      for (const url of [`${URL}?${q}`, `${URL}/excel?${q}`]) {
        const res = await admin.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toContain(mensaje);
      }
    }
  });
});

describe('GET /sistemas/bitacora', () => {
  it('lists newest first, names the user, the screen and the action, with before and after', async () => {
    const pagina = await lista('');
    const primera = pagina.entradas.find((e) => e.tabla === 'sucursales_v20' || e.pantalla === 1700);
    expect(primera, JSON.stringify(pagina.entradas.slice(0, 3))).toBeDefined();
    expect(primera).toMatchObject({
      idUsuario: idAdmin,
      pantalla: 1700,
      nombrePantalla: 'FarmaSí 2.0',
      metodo: 'POST',
      accion: 'alta',
      antes: null,
    });
    expect(primera!.usuario).toMatch(/^\d+ - \S/);
    const fechas = pagina.entradas.map((e) => e.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('filters by record (table and key) and tells alta, cambio and baja apart', async () => {
    const r0 = await lista('tabla=prueba_bitacora&clave=R0');
    expect(r0.total).toBe(5);
    expect(r0.entradas.every((e) => e.clave === 'R0' && e.accion === 'alta')).toBe(true);
    const r1 = await lista('tabla=prueba_bitacora&clave=R1');
    expect(r1.entradas.map((e) => e.accion)).toEqual(Array(5).fill('cambio'));
    expect(r1.entradas[0]).toMatchObject({
      pantalla: 1720,
      nombrePantalla: 'Facturas',
      antes: { nombre: 'Antes 21', activo: true },
      despues: { nombre: 'Después 21', activo: false },
    });
    const baja = await lista('tabla=prueba_bitacora&clave=BAJA');
    expect(baja.entradas).toMatchObject([{ accion: 'baja', despues: null, nombrePantalla: '' }]);
    const todas = await lista('tabla=prueba_bitacora');
    expect(todas.total).toBe(27);
  });

  it('filters by user, by screen and by Mexico City days (both ends included)', async () => {
    const deConsulta = await lista(`usuario=${idConsulta}`);
    expect(deConsulta.total).toBe(25);
    expect(deConsulta.entradas.every((e) => e.idUsuario === idConsulta)).toBe(true);
    const deFacturas = await lista('pantalla=1720');
    expect(deFacturas.total).toBe(25);
    const enero = await lista('tabla=prueba_bitacora&desde=2024-01-01&hasta=2024-01-31');
    expect(enero.total).toBe(26);
    expect(enero.entradas[0]).toMatchObject({ clave: 'CLI', usuario: '', idUsuario: null });
    const febrero = await lista('tabla=prueba_bitacora&desde=2024-02-01&hasta=2024-02-01');
    expect(febrero.entradas.map((e) => e.clave)).toEqual(['BAJA']);
    const nada = await lista(`usuario=${idConsulta}&desde=2024-02-01`);
    expect(nada).toEqual({ entradas: [], total: 0, masDe: false });
  });

  it('pages on the server: 20 and the rest, and a page past the end is empty', async () => {
    const q = `usuario=${idConsulta}&pantalla=1720`;
    const [uno, dos, tres] = [await lista(q), await lista(`${q}&pagina=2`), await lista(`${q}&pagina=3`)];
    expect([uno.entradas.length, dos.entradas.length, tres.entradas.length]).toEqual([20, 5, 0]);
    expect(uno.total).toBe(25);
    const ids = [...uno.entradas, ...dos.entradas].map((e) => e.id);
    expect(new Set(ids).size).toBe(25);
    expect((await lista(`${q}&tamanoPagina=10&pagina=3`)).entradas).toHaveLength(5);
  });

  it(`counts up to ${BITACORA_MAX_ENTRADAS.toLocaleString('en-US')} entries and says there are more`, async () => {
    await db.execute(sql`
      insert into auditoria (metodo, ruta, tabla, clave, despues)
      select 'POST', 'x', 'prueba_muchas', g::text, '{}' from generate_series(1, ${BITACORA_MAX_ENTRADAS + 5}) g`);
    const pagina = await lista('tabla=prueba_muchas');
    expect(pagina).toMatchObject({ total: BITACORA_MAX_ENTRADAS, masDe: true });
    expect(pagina.entradas[0]!.clave).toBe(String(BITACORA_MAX_ENTRADAS + 5));
  });
});

describe('filters', () => {
  it('lists the menu screens in Spanish order', async () => {
    const res = await admin.get(`${URL}/pantallas`);
    const pantallas = res.json().data as PantallaBitacora[];
    expect(pantallas).toEqual(expect.arrayContaining([{ id: 1740, nombre: 'Bitácora' }]));
    const nombres = pantallas.map((p) => p.nombre);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('finds web users by employee number or name, accents and case ignored', async () => {
    const [{ cod, nombre } = { cod: 0, nombre: '' }] = await rowsOf<{ cod: number; nombre: string }>(
      db,
      sql`select e.cod_empleado as cod, e.nombre from web_usuarios u join empleados e using (cod_empleado)
           where u.id_usuario = ${idAdmin}`,
    );
    for (const texto of [String(cod), nombre.toUpperCase(), nombre.normalize('NFD').replace(/\p{M}/gu, '')]) {
      const res = await admin.get(`${URL}/usuarios/${encodeURIComponent(texto)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data, texto).toEqual(
        expect.arrayContaining([expect.objectContaining({ idWebUsuarios: idAdmin, codEmpleado: cod })]),
      );
    }
  });
});

const leerXlsx = async (payload: Buffer) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(payload as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0]!;
  const filas: unknown[][] = [];
  hoja.eachRow((r) => filas.push((r.values as unknown[]).slice(1)));
  return { nombre: hoja.name, filas };
};

describe('GET /sistemas/bitacora/excel', () => {
  it('streams the whole filtered log as .xlsx, newest first, with the fields changed', async () => {
    const res = await admin.get(`${URL}/excel?tabla=prueba_bitacora&clave=R1&pagina=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Bitacora_\d{8}_\d{6}\.xlsx"/);
    const { nombre, filas } = await leerXlsx(res.rawPayload);
    expect(nombre).toBe('Bitácora');
    expect(filas[0]).toEqual(['Fecha', 'Usuario', 'Pantalla', 'Tabla', 'Clave', 'Acción', 'Cambios', 'Ruta']);
    expect(filas).toHaveLength(6);
    expect(filas[1]!.slice(2)).toEqual([
      'Facturas',
      'prueba_bitacora',
      'R1',
      'Cambio',
      // jsonb keeps its keys by length, then by bytes.
      'activo: true → false; nombre: Antes 21 → Después 21',
      'POST /admin/api/prueba/guardar',
    ]);
    expect(filas[1]![0]).toBeInstanceOf(Date);
  });

  it('has no cap: every entry beyond the list’s count, read in keyset batches without repeats', async () => {
    const res = await admin.get(`${URL}/excel?tabla=prueba_muchas`);
    expect(res.statusCode).toBe(200);
    const { filas } = await leerXlsx(res.rawPayload);
    expect(filas).toHaveLength(BITACORA_MAX_ENTRADAS + 5 + 1);
    const claves = filas.slice(1).map((f) => f[4]);
    expect(new Set(claves).size).toBe(BITACORA_MAX_ENTRADAS + 5);
    expect(claves[0]).toBe(String(BITACORA_MAX_ENTRADAS + 5));
  });

  it('writes who and where as words for changes made outside a session or a screen', async () => {
    const res = await admin.get(`${URL}/excel?tabla=prueba_bitacora&clave=CLI`);
    const { filas } = await leerXlsx(res.rawPayload);
    expect(filas[1]!.slice(1, 7)).toEqual([
      m.sinUsuario,
      m.sinPantalla,
      'prueba_bitacora',
      'CLI',
      'Alta',
      'nombre: (vacío) → Importado',
    ]);
  });
});
