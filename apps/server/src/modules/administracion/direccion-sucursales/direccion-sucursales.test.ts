import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, messages } from '@farmasi/contracts';
import { direccionMessages as m } from '@farmasi/contracts/administracion/direccion-sucursales';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catCodigosPostales, catSucursalesDirecciones } from '../../../db/schema/index.ts';
import { ArchivoInvalido, importarCodigosPostales } from './sepomex.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

type Dir = { codSucursal: number; sucursal: string; tipo: number; cP: string; colonia: string };
const consulta = async (codSucursal = 0) =>
  (await admin.post('/direccion/consulta', { codSucursal })).json().data as {
    direcciones: Dir[];
    sucursales: { codSucursal: number; sucursal: string }[];
  };

/** A branch without any address in the demo data, and a complete valid address for it. */
const sinDireccion = async () => {
  const { direcciones, sucursales } = await consulta();
  const s = sucursales.find((x) => !direcciones.some((d) => d.codSucursal === x.codSucursal))!;
  return s;
};
const valida = async (codSucursal: number) => {
  const [cp] = await db.select().from(catCodigosPostales).limit(1);
  return {
    codSucursal,
    tipo: 0,
    cP: cp!.codigoPostal,
    colonia: cp!.colonia,
    calle: 'Av. Juárez',
    numExterior: '120',
    entreCalles: 'Morelos y Allende',
    telefono: '222 123 4567',
    horarios: 'Lunes a domingo de 8 a 22 h',
    domicilioDescriptivo: 'Frente al parque',
    horarioApertura: '08:00',
    horarioCierre: '22:00',
  };
};

describe('permissions', () => {
  it('answers 401 without a token and 403 on every call to users without the screen', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/admin/api/direccion/consulta', payload: {} })).statusCode,
    ).toBe(401);
    const consultaUser = await signIn(app, 'consulta');
    for (const res of [
      await consultaUser.post('/direccion/consulta', {}),
      await consultaUser.post('/direccion/guardar', await valida(1)),
      await consultaUser.post('/direccion/eliminar', { codSucursal: 1, tipo: 3 }),
      await consultaUser.get('/catalogos-sat/codigo-postal/72000'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });
});

describe('POST /direccion/consulta', () => {
  it('answers the active branches and their addresses, typed 1 Farmacia first', async () => {
    const { direcciones, sucursales } = await consulta();
    expect(sucursales.length).toBeGreaterThan(30);
    expect(direcciones.length).toBeGreaterThan(20);
    expect(direcciones[0]).toEqual({
      codSucursal: expect.any(Number),
      sucursal: expect.any(String),
      tipo: 1,
      cP: expect.stringMatching(/^\d{5}$/),
      colonia: expect.any(String),
      calle: expect.any(String),
      numExterior: expect.any(String),
      entreCalles: expect.any(String),
      telefono: expect.stringMatching(/^\d{10}$/),
      municipio: expect.any(String),
      estado: expect.any(String),
      localidad: expect.any(String),
      horarios: expect.any(String),
      domicilioDescriptivo: expect.any(String),
      horarioApertura: expect.stringMatching(/^\d\d:\d\d$/),
      horarioCierre: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const una = await consulta(direcciones[0]!.codSucursal);
    expect(una.sucursales).toHaveLength(1);
    expect(new Set(una.direcciones.map((d) => d.codSucursal))).toEqual(
      new Set([direcciones[0]!.codSucursal]),
    );
  });
});

describe('GET /catalogos-sat/codigo-postal/:cp', () => {
  it('lists the colonies of a code with municipio, estado and localidad', async () => {
    const [cp] = await db
      .select()
      .from(catCodigosPostales)
      .where(eq(catCodigosPostales.tipoAsentamiento, 'Fraccionamiento'))
      .limit(1);
    const body = (await admin.get(`/catalogos-sat/codigo-postal/${cp!.codigoPostal}`)).json();
    expect(body.value).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      colonia: expect.any(String),
      municipio: cp!.municipio,
      estado: cp!.estado,
      localidad: expect.any(String),
    });
  });

  it("answers 'Introduzca un código postal válido' for a code without colonies, and 400 for a malformed one", async () => {
    expect((await admin.get('/catalogos-sat/codigo-postal/00000')).json()).toEqual({
      value: false,
      message: m.cpInvalido,
      data: [],
    });
    const res = await admin.get('/catalogos-sat/codigo-postal/12a');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'cp'");
  });
});

describe('POST /direccion/guardar', () => {
  it('checks the required fields in the spec order, and saves nothing', async () => {
    const s = await sinDireccion();
    const ok = await valida(s.codSucursal);
    const cases: [Partial<typeof ok>, string][] = [
      [{ cP: '', colonia: '', calle: '', telefono: '', horarioApertura: '' }, m.cpRequerido],
      [{ cP: '123456' }, m.cpRequerido],
      [{ colonia: '  ', calle: '' }, m.coloniaRequerida],
      [{ calle: '', numExterior: '' }, m.calleRequerida],
      [{ numExterior: ' ', entreCalles: '' }, m.numExteriorRequerido],
      [{ entreCalles: '', telefono: '1' }, m.entreCallesRequerido],
      [{ telefono: '222 123 456', horarioApertura: '' }, m.telefonoInvalido],
      [{ horarioApertura: '' }, m.horarioRequerido],
      [{ horarioCierre: '' }, m.horarioRequerido],
      [{ cP: '99999' }, m.cpInvalido],
      [{ colonia: 'Inventada' }, format(m.coloniaNoPertenece, { colonia: 'Inventada', cp: ok.cP })],
    ];
    for (const [change, message] of cases) {
      const res = (await admin.post('/direccion/guardar', { ...ok, ...change })).json();
      expect(res, message).toEqual({ value: false, message, data: null });
    }
    expect((await consulta(s.codSucursal)).direcciones).toEqual([]);
  });

  it('creates Farmacia first and Consultorio next, fills the place from the catalogue, and updates', async () => {
    const s = await sinDireccion();
    const ok = await valida(s.codSucursal);
    const [cp] = await db.select().from(catCodigosPostales).where(eq(catCodigosPostales.codigoPostal, ok.cP));
    const primera = (
      await admin.post('/direccion/guardar', { ...ok, municipio: 'Otro', estado: 'Otro' })
    ).json();
    expect(primera).toMatchObject({
      value: true,
      message: m.guardada,
      data: {
        tipo: 1,
        telefono: '2221234567',
        municipio: cp!.municipio,
        estado: cp!.estado,
        horarioApertura: '08:00',
      },
    });
    const segunda = (await admin.post('/direccion/guardar', { ...ok, calle: 'Calle Hidalgo' })).json();
    expect(segunda.data.tipo).toBe(2);

    const cambiada = (await admin.post('/direccion/guardar', { ...ok, tipo: 1, numExterior: '77-B' })).json();
    expect(cambiada).toMatchObject({ value: true, data: { tipo: 1, numExterior: '77-B' } });
    expect((await consulta(s.codSucursal)).direcciones.map((d) => d.tipo)).toEqual([1, 2]);
    const trail = await db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.tabla, 'cat_sucursales_direcciones'), eq(auditoria.clave, `${s.codSucursal}-1`)),
      );
    expect(trail).toHaveLength(2);

    const missing = (await admin.post('/direccion/guardar', { ...ok, tipo: 9 })).json();
    expect(missing).toEqual({ value: false, message: m.direccionNoExiste, data: null });
    const unknown = (await admin.post('/direccion/guardar', { ...ok, codSucursal: 99_999 })).json();
    expect(unknown.message).toBe(format(m.sucursalNoExiste, { codSucursal: 99_999 }));
  });
});

describe('POST /direccion/eliminar', () => {
  it('never deletes types 1 and 2, deletes a later consulting room', async () => {
    const s = await sinDireccion();
    const ok = await valida(s.codSucursal);
    for (let i = 0; i < 3; i += 1) await admin.post('/direccion/guardar', ok);
    for (const tipo of [1, 2]) {
      const res = (await admin.post('/direccion/eliminar', { codSucursal: s.codSucursal, tipo })).json();
      expect(res.value).toBe(false);
      expect(res.message).toBe(format(m.noEliminable, { tipo: tipo === 1 ? 'Farmacia' : 'Consultorio 1' }));
    }
    const res = (await admin.post('/direccion/eliminar', { codSucursal: s.codSucursal, tipo: 3 })).json();
    expect(res).toEqual({ value: true, message: m.eliminada, data: { codSucursal: s.codSucursal, tipo: 3 } });
    expect((await consulta(s.codSucursal)).direcciones.map((d) => d.tipo)).toEqual([1, 2]);
    const again = (await admin.post('/direccion/eliminar', { codSucursal: s.codSucursal, tipo: 3 })).json();
    expect(again).toEqual({ value: false, message: m.direccionNoExiste, data: null });
    const rows = await db
      .select()
      .from(catSucursalesDirecciones)
      .where(eq(catSucursalesDirecciones.codSucursal, s.codSucursal));
    expect(rows).toHaveLength(2);
  });
});

describe('SEPOMEX import', () => {
  it('reads the Latin-1 file past its notice and header, and upserts on a second run', async () => {
    expect(await importarCodigosPostales(db, fixture('CPdescarga-muestra.txt'))).toBe(4);
    const body = (await admin.get('/catalogos-sat/codigo-postal/01010')).json();
    expect(body.data).toEqual([
      {
        colonia: 'Las Águilas',
        municipio: 'Álvaro Obregón',
        estado: 'Ciudad de México',
        localidad: 'Ciudad de México',
      },
      {
        colonia: 'Los Alpes',
        municipio: 'Álvaro Obregón',
        estado: 'Ciudad de México',
        localidad: 'Ciudad de México',
      },
    ]);
    // No city: the localidad is the municipality.
    const rural = (await admin.get('/catalogos-sat/codigo-postal/20900')).json();
    expect(rural.data).toEqual([
      {
        colonia: 'Jesús María Centro',
        municipio: 'Jesús María',
        estado: 'Aguascalientes',
        localidad: 'Jesús María',
      },
    ]);
    expect(await importarCodigosPostales(db, fixture('CPdescarga-muestra.txt'))).toBe(4);
    const rows = await db
      .select()
      .from(catCodigosPostales)
      .where(eq(catCodigosPostales.codigoPostal, '01010'));
    expect(rows).toHaveLength(2);
  });

  it('refuses a malformed file naming the line, and writes nothing of it', async () => {
    await expect(importarCodigosPostales(db, fixture('CPdescarga-invalido.txt'))).rejects.toThrow(
      ArchivoInvalido,
    );
    await expect(importarCodigosPostales(db, fixture('CPdescarga-invalido.txt'))).rejects.toThrow(/Línea 4/);
    const rows = await db
      .select()
      .from(catCodigosPostales)
      .where(eq(catCodigosPostales.idAsentaCpcons, '0099'));
    expect(rows).toHaveLength(0);
  });
});
