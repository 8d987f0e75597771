import { format } from '@farmasi/contracts';
import {
  recargasMessages as m,
  validarProveedorRecarga,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { testConfig } from '../../../config.ts';
import { auditoria } from '../../../db/schema/index.ts';
import { horaLocal } from '../../../platform/fechas.ts';
import { descifrar } from '../../../platform/secretos.ts';
import { catRecargasUsuarioSucursal, recargasEnvios } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const key = testConfig().recargasKey;
const R = '/adminRecargas';
const SECRETO = 'Clave$Proveedor-2026';

const nuevo = {
  IdCatRecargasUsuarioSucursal: 0,
  CodSucursal: 3,
  IdProveedor: 1,
  Usuario: 'suc003.taecel',
  PassWord: SECRETO,
  IdWebUsuario: 1,
};
const guardar = async (body: object) => (await admin.post(`${R}/guardarDatosProveedor`, body)).json();
const consulta = async (body: object = {}) => (await admin.post(`${R}/consultaDatosProveedor`, body)).json();

describe('the save checks, in the spec order', () => {
  it('returns each message in turn', () => {
    const vacio = { CodSucursal: 0, Usuario: ' ', PassWord: '', IdProveedor: 0 };
    expect(validarProveedorRecarga(vacio)?.message).toBe(m.sinSucursal);
    expect(validarProveedorRecarga({ ...vacio, CodSucursal: 3 })?.message).toBe(m.sinUsuario);
    expect(validarProveedorRecarga({ ...vacio, CodSucursal: 3, Usuario: 'x' })?.message).toBe(m.sinPassword);
    expect(validarProveedorRecarga({ ...vacio, CodSucursal: 3, Usuario: 'x', PassWord: 'y' })?.message).toBe(
      m.sinProveedor,
    );
    expect(
      validarProveedorRecarga({ CodSucursal: 3, Usuario: 'x', PassWord: 'y', IdProveedor: 2 }),
    ).toBeNull();
  });

  it('refuses through the server in the same order and saves nothing', async () => {
    expect(
      await guardar({ ...nuevo, CodSucursal: 0, Usuario: '', PassWord: '', IdProveedor: 0 }),
    ).toMatchObject({ value: false, message: m.sinSucursal });
    expect(await guardar({ ...nuevo, Usuario: '  ', PassWord: '' })).toMatchObject({
      value: false,
      message: m.sinUsuario,
    });
    expect(await guardar({ ...nuevo, PassWord: '', IdProveedor: 0 })).toMatchObject({
      value: false,
      message: m.sinPassword,
    });
    expect(await guardar({ ...nuevo, IdProveedor: 0 })).toMatchObject({
      value: false,
      message: m.sinProveedor,
    });
    expect(await guardar({ ...nuevo, IdProveedor: 99 })).toMatchObject({
      value: false,
      message: m.proveedorNoExiste,
    });
    expect(await guardar({ ...nuevo, CodSucursal: 901 })).toMatchObject({
      value: false,
      message: format(m.sucursalNoExiste, { codSucursal: 901 }),
    });
    const largo = await admin.post(`${R}/guardarDatosProveedor`, { ...nuevo, Usuario: 'u'.repeat(51) });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain(m.usuarioMax);
    expect(await db.select().from(catRecargasUsuarioSucursal)).toHaveLength(0);
  });
});

describe('saving, listing and resending', () => {
  it('stores the password encrypted, never answers it and queues the data for the branch', async () => {
    const res = await admin.post(`${R}/guardarDatosProveedor`, nuevo);
    const creado = res.json();
    expect(creado).toMatchObject({
      value: true,
      message: m.guardado,
      data: { codSucursal: 3, idProveedor: 1, proveedor: 'TAECEL', usuario: 'suc003.taecel' },
    });
    expect(res.body).not.toContain(SECRETO);
    const id = creado.data.idCatRecargasUsuarioSucursal as number;

    const [row] = await db
      .select()
      .from(catRecargasUsuarioSucursal)
      .where(eq(catRecargasUsuarioSucursal.idCatRecargasUsuarioSucursal, id));
    expect(row!.passwordCifrado).not.toContain(SECRETO);
    expect(descifrar(key, row!.passwordCifrado)).toBe(SECRETO);

    const lista = await admin.post(`${R}/consultaDatosProveedor`, { CodSucursal: 3 });
    expect(lista.body).not.toContain(SECRETO);
    expect(lista.body).not.toContain(row!.passwordCifrado);
    expect(lista.json().data).toHaveLength(1);
    expect(lista.json().data[0]).not.toHaveProperty('passWord');

    const audits = await db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tabla, 'cat_recargas_usuario_sucursal'));
    expect(JSON.stringify(audits)).not.toContain(SECRETO);
    expect(
      await db.select().from(recargasEnvios).where(eq(recargasEnvios.idCatRecargasUsuarioSucursal, id)),
    ).toHaveLength(1);

    const reenvio = await admin.get(`${R}/reenviarDatosProveedor/${id}/3`);
    expect(reenvio.json()).toMatchObject({
      value: true,
      message: format(m.reenviado, { sucursal: creado.data.sucursal }),
    });
    expect(reenvio.body).not.toContain(SECRETO);
    const envios = await db
      .select()
      .from(recargasEnvios)
      .where(eq(recargasEnvios.idCatRecargasUsuarioSucursal, id));
    expect(envios.map((e) => e.motivo).sort()).toEqual(['G', 'R']);
    expect((await admin.get(`${R}/reenviarDatosProveedor/${id}/4`)).json()).toMatchObject({
      value: false,
      message: m.noExiste,
    });
  });

  it('edits with a new password and refuses a second user of the same provider at a branch', async () => {
    const [existente] = (await consulta({ CodSucursal: 3, IdProveedor: 1 })).data;
    const editado = await guardar({
      ...nuevo,
      IdCatRecargasUsuarioSucursal: existente.idCatRecargasUsuarioSucursal,
      Usuario: 'suc003.nuevo',
      PassWord: 'Otra#Clave',
    });
    expect(editado).toMatchObject({ value: true, data: { usuario: 'suc003.nuevo' } });
    const [row] = await db
      .select()
      .from(catRecargasUsuarioSucursal)
      .where(
        eq(catRecargasUsuarioSucursal.idCatRecargasUsuarioSucursal, existente.idCatRecargasUsuarioSucursal),
      );
    expect(descifrar(key, row!.passwordCifrado)).toBe('Otra#Clave');

    const duplicado = await guardar(nuevo);
    expect(duplicado.value).toBe(false);
    expect(duplicado.message).toBe(
      format(m.duplicado, { sucursal: existente.sucursal, proveedor: 'TAECEL' }),
    );
    expect(await guardar({ ...nuevo, IdProveedor: 2, Usuario: 'suc003.pagaqui' })).toMatchObject({
      value: true,
    });
    expect((await consulta({ CodSucursal: 3 })).data).toHaveLength(2);
    expect((await consulta({ IdProveedor: 2 })).data).toHaveLength(1);
    expect(await guardar({ ...nuevo, IdCatRecargasUsuarioSucursal: 99999 })).toMatchObject({
      value: false,
      message: m.noExiste,
    });
  });

  it('lists the providers', async () => {
    const { data } = (await admin.get('/catalogos/recargas/proveedores')).json();
    expect(data.map((p: { proveedor: string }) => p.proveedor)).toContain('TAECEL');
  });
});

describe('permissions', () => {
  it('refuses every call to a user without the screen', async () => {
    const cajero = await signIn(app, 'cajero');
    expect((await cajero.post(`${R}/consultaDatosProveedor`, {})).statusCode).toBe(403);
    expect((await cajero.post(`${R}/guardarDatosProveedor`, nuevo)).statusCode).toBe(403);
    expect((await cajero.get(`${R}/reenviarDatosProveedor/1/3`)).statusCode).toBe(403);
  });
});

describe('Exportar a Excel (issue 30)', () => {
  it('writes Fecha and Último envío as real Excel dates in Mexico City time', async () => {
    const filas = (await consulta()).data as {
      codSucursal: number;
      sucursal: string;
      proveedor: string;
      usuario: string;
      fecha: string;
      ultimoEnvio: string | null;
    }[];
    expect(filas.length).toBeGreaterThan(0);
    const res = await admin.post('/exportar/excel', {
      archivo: 'recargas-telefonicas',
      columnas: ['Código', 'Sucursal', 'Proveedor', 'Usuario', 'Fecha', 'Último envío'],
      filas: filas.map((f) => [f.codSucursal, f.sucursal, f.proveedor, f.usuario, f.fecha, f.ultimoEnvio]),
    });
    expect(res.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    const celda = hoja.getCell('E2');
    expect(celda.value).toBeInstanceOf(Date);
    expect((celda.value as Date).toISOString().slice(0, 16)).toBe(
      horaLocal(new Date(filas[0]!.fecha)).toISOString().slice(0, 16),
    );
    expect(celda.numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
  });
});
