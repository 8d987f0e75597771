import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import { normalizarCampos } from './campos-cuerpo.ts';

/** No field handed out by an answer (the app's own set is filled by every route registered). */
const NINGUNO = new Set<string>();

describe('normalizarCampos', () => {
  const schema = z.object({
    idCatEmpresa: z.number(),
    cuenta: z.string().optional(),
    filas: z.array(z.object({ codArticulo: z.number() })).max(5),
    datos: z.object({ url: z.string() }).nullable(),
  });

  it('binds fields regardless of case, nested ones too, in place', () => {
    const body = { IdCatEmpresa: 1, CUENTA: 'x', Filas: [{ CodArticulo: 7 }], datos: { URL: 'u' } };
    expect(normalizarCampos(schema, body, [], NINGUNO)).toBeUndefined();
    expect(body).toEqual({ idCatEmpresa: 1, cuenta: 'x', filas: [{ codArticulo: 7 }], datos: { url: 'u' } });
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('names the first unknown field with its path, __proto__ included', () => {
    expect(normalizarCampos(schema, { idCatEmpresa: 1, cuentaa: 'x' }, [], NINGUNO)).toEqual({
      path: [],
      campo: 'cuentaa',
    });
    expect(
      normalizarCampos(schema, { filas: [{ codArticulo: 1 }, { codArticulo: 2, precio: 3 }] }, [], NINGUNO),
    ).toEqual({
      path: ['filas', 1],
      campo: 'precio',
    });
    expect(normalizarCampos(schema, JSON.parse('{"__proto__": {"x": 1}}'), [], NINGUNO)).toEqual({
      path: [],
      campo: '__proto__',
    });
    // The same field twice, in two spellings: the second is not taken silently.
    expect(normalizarCampos(schema, { idCatEmpresa: 1, IdCatEmpresa: 2 }, [], NINGUNO)).toEqual({
      path: [],
      campo: 'IdCatEmpresa',
    });
  });

  it('ignores a field some answer hands out (a record sent back as it was read), in any case', () => {
    const eco = new Set(['estado', 'propia']);
    expect(normalizarCampos(schema, { idCatEmpresa: 1, Estado: 'Jalisco' }, [], eco)).toBeUndefined();
    expect(normalizarCampos(schema, { idCatEmpresa: 1, estados: 'x' }, [], eco)).toEqual({
      path: [],
      campo: 'estados',
    });
  });

  it('leaves open objects, records and non-objects alone', () => {
    expect(normalizarCampos(z.looseObject({ a: z.number() }), { a: 1, b: 2 }, [], NINGUNO)).toBeUndefined();
    expect(normalizarCampos(z.record(z.string(), z.number()), { b: 2 }, [], NINGUNO)).toBeUndefined();
    expect(normalizarCampos(schema, 'texto', [], NINGUNO)).toBeUndefined();
    expect(
      normalizarCampos(
        z.object({ a: z.number() }).transform((o) => o.a),
        { a: 1, b: 1 },
        [],
        NINGUNO,
      ),
    ).toEqual({
      path: [],
      campo: 'b',
    });
  });
});

describe('a body with an unknown field', () => {
  it('is refused with a Spanish 400 naming it, and changes nothing; the spec’s PascalCase is bound', async () => {
    const { app } = await createTestApp();
    const admin = await signIn(app, 'admin');
    const mal = await admin.post('/grupo-sucursales/guardar-elimina', {
      grupo: 0,
      nombre: 'Bajío',
      nombreDelGrupo: 'x',
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({
      value: false,
      message: `${messages.servidor.datosInvalidos}: el campo 'nombreDelGrupo' en el cuerpo: no es un campo de esta llamada`,
      data: null,
    });
    expect(
      (await admin.get('/grupo-sucursales/grupos')).json().data.map((g: { grupo: string }) => g.grupo),
    ).not.toContain('Bajío');
    const bien = await admin.post('/grupo-sucursales/guardar-elimina', { Grupo: 0, Nombre: 'Bajío' });
    expect(bien.json()).toMatchObject({ value: true });
  });
});
