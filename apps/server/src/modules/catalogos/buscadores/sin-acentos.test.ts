import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

/**
 * Every shared finder and catalogue ignores accents and case on both sides (a plain term finds
 * accented rows, an accented term finds plain rows) and answers in Spanish order. Rows carry the
 * made-up word 'qwz' so that each search sees only them.
 */
const { app, db } = await createTestApp();
await db.execute(sql`
  insert into cat_sucursales (cod_sucursal, sucursal, nombre, propia, estado, municipio) values
    (9101, 'MORELIA QWZ', 'Farmacia Morelia Qwz', 1, 'Michoacán', 'Morelia'),
    (9102, 'MÉRIDA QWZ', 'Farmacia Mérida Qwz', 1, 'Yucatán', 'Mérida'),
    (9103, 'cancún qwz', 'Farmacia Cancún Qwz', 0, 'Quintana Roo', 'Benito Juárez'),
    (9104, 'Bebidas Qwz', 'Farmacia Bebidas Qwz', 1, 'Jalisco', 'Zapopan'),
    (9105, 'Bebés Qwz', 'Farmacia Bebés Qwz', 1, 'Jalisco', 'Zapopan')`);
await db.execute(sql`
  insert into cat_clientes (cod_cliente, nombre) values (9201, 'José Peña Qwz'), (9202, 'JOSE PENA QWZ Dos')`);
await db.execute(sql`
  insert into cat_formulas (descripcion) values ('ÁCIDO FÓLICO QWZ'), ('acido acetilsalicilico qwz')`);
await db.execute(sql`
  insert into empleados (nombre, apellido_paterno, apellido_materno) values ('Ángel', 'Núñez', 'Qwz')`);
await db.execute(sql`
  insert into cat_antibioticos_medicos (cedula, nombre, apellido_paterno, apellido_materno) values
    ('QWZ-1', 'José', 'Flores', 'Qwzález'), ('QWZ-2', 'María', 'Ávila', 'Qwz'), ('QWZ-3', 'Mario', 'Avila', 'Qwz')`);

// The administrator holds every screen that the finders are granted to (platform/rutas-sesion.test.ts).
const admin = await signIn(app, 'admin');
type Fila = { codigo: number; descripcion: string };
const lista = async (p: Promise<{ statusCode: number; json(): unknown }>) => {
  const res = await p;
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Fila[] }).data;
};
const descripciones = async (p: Promise<{ statusCode: number; json(): unknown }>) =>
  (await lista(p)).map((f) => f.descripcion);

describe('branch finder and catalogue', () => {
  it("'cancun' finds Cancún, 'MÉRIDA' finds merida, case and accents ignored", async () => {
    expect(await descripciones(admin.post('/buscadores/buscar-sucursal', { buscar: 'cancun qwz' }))).toEqual([
      'cancún qwz',
    ]);
    expect(await descripciones(admin.post('/catalogos/sucursales', { buscar: 'CANCUN QWZ' }))).toEqual([
      'cancún qwz',
    ]);
    // The full name is searched too: 'farmacia merida' finds 'Farmacia Mérida Qwz'.
    expect(await descripciones(admin.post('/catalogos/sucursales', { buscar: 'farmacia merida' }))).toContain(
      'MÉRIDA QWZ',
    );
  });

  it('answers in Spanish order: Bebés, Bebidas, cancún, Mérida, Morelia', async () => {
    const esperado = ['Bebés Qwz', 'Bebidas Qwz', 'cancún qwz', 'MÉRIDA QWZ', 'MORELIA QWZ'];
    expect(await descripciones(admin.post('/buscadores/buscar-sucursal', { buscar: 'qwz' }))).toEqual(
      esperado,
    );
    expect(await descripciones(admin.post('/catalogos/sucursales', { buscar: 'Qwz' }))).toEqual(esperado);
    expect(await descripciones(admin.post('/catalogos/sucursalespropias', { buscar: 'qwz' }))).toEqual(
      esperado.filter((s) => s !== 'cancún qwz'),
    );
  });
});

describe('customers, formulas, employees', () => {
  it("'pena' finds Peña and 'PEÑA' finds PENA (both directions)", async () => {
    const sinAcento = await lista(admin.get('/buscadores/buscar-clientes/jose%20pena%20qwz'));
    const conAcento = await lista(
      admin.get(`/buscadores/buscar-clientes/${encodeURIComponent('JOSÉ PEÑA QWZ')}`),
    );
    // Both found either way; in Spanish order PENA comes before Peña (ñ is a letter after n).
    expect(sinAcento.map((f) => f.codigo)).toEqual([9202, 9201]);
    expect(conAcento.map((f) => f.codigo)).toEqual([9202, 9201]);
  });

  it("'acido' finds ÁCIDO and 'ácido' finds acido, in the finder and in the catalogue", async () => {
    const esperado = ['acido acetilsalicilico qwz', 'ÁCIDO FÓLICO QWZ'];
    expect(await descripciones(admin.get('/buscadores/buscar-formula/acido%20%20'))).toEqual(
      expect.arrayContaining(esperado),
    );
    expect(await descripciones(admin.post('/catalogos/formulas', { buscar: 'ácido' }))).toEqual(
      expect.arrayContaining(esperado),
    );
    // Spanish order: acetil... before fólico whatever the accents and case.
    expect(await descripciones(admin.post('/catalogos/formulas', { buscar: 'ÁCIDO' }))).toEqual(
      await descripciones(admin.post('/catalogos/formulas', { buscar: 'acido' })),
    );
    expect(await descripciones(admin.post('/catalogos/formulas', { buscar: 'acido' }))).toEqual(
      expect.arrayContaining(esperado),
    );
    const orden = await descripciones(admin.post('/catalogos/formulas', { buscar: 'qwz' }));
    expect(orden).toEqual(esperado);
  });

  it("'angel nunez' finds Ángel Núñez", async () => {
    expect(await descripciones(admin.get('/buscadores/buscar-empleados/angel%20nunez'))).toEqual([
      'Ángel Núñez Qwz',
    ]);
    expect(
      await descripciones(admin.get(`/buscadores/buscar-empleados/${encodeURIComponent('ÁNGEL NÚÑEZ')}`)),
    ).toEqual(['Ángel Núñez Qwz']);
  });
});

describe('doctor finder: words in any order, without accents', () => {
  it("'jose flores' and 'flores JOSÉ' find José Flores", async () => {
    const sinAcentos = (t: string) =>
      t
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const todos = await descripciones(admin.post('/buscadores/buscar-medico', { buscar: 'jose flores' }));
    expect(todos).toContain('José Flores Qwzález (cédula QWZ-1)');
    for (const d of todos) expect(sinAcentos(d)).toMatch(/jose.*flores|flores.*jose/);
    for (const buscar of ['flores JOSÉ qwz', 'QWZALEZ jose'])
      expect(await descripciones(admin.post('/buscadores/buscar-medico', { buscar }))).toEqual([
        'José Flores Qwzález (cédula QWZ-1)',
      ]);
  });

  it("'ávila' finds Avila and Ávila, in Spanish order of the full name", async () => {
    expect(await descripciones(admin.post('/catalogos/medicos', { buscar: 'ávila qwz' }))).toEqual([
      'María Ávila Qwz (cédula QWZ-2)',
      'Mario Avila Qwz (cédula QWZ-3)',
    ]);
  });
});
