import { messages } from '@farmasi/contracts';
import { diasInternacionalesPantalla } from '@farmasi/contracts/catalogos/dias-internacionales';
import { grupoSucursalesPantalla } from '@farmasi/contracts/catalogos/grupo-sucursales';
import {
  type EntradaHistorial,
  HISTORIAL_POR_PAGINA,
  historialMessages as m,
} from '@farmasi/contracts/sistemas/historial';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { cambiosDe, tipoDe } from './cambios.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const DIAS = diasInternacionalesPantalla.id;
const TABLA = 'cat_dias_internacionales';
const url = (q: Record<string, string | number>) =>
  `/sistemas/historial?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
type Pagina = { entradas: EntradaHistorial[]; totalRegistros: number; pagina: number; porPagina: number };
const historial = async (clave: number, pagina = 1, quien = admin) => {
  const res = await quien.get(url({ pantalla: DIAS, tabla: TABLA, clave, pagina }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Pagina;
};

const dia = {
  idCatDiasInternacionales: 0,
  fecha: '08-12',
  titulo: 'Día Internacional de la Juventud',
  descripcion: '<p>Juventud</p>',
  fechaInicio: '08-10',
  fechaFin: '08-12',
};
const guardar = async (body: typeof dia) => {
  const res = await admin.post('/catalogos/dias-internacionales/guardar-dia-internacional', body);
  expect(res.json().value, res.body).toBe(true);
  return res.json().data.idCatDiasInternacionales as number;
};
const id = await guardar(dia);
await guardar({ ...dia, idCatDiasInternacionales: id, titulo: 'Día de la Juventud' });
await guardar({ ...dia, idCatDiasInternacionales: id, titulo: 'Día de la Juventud', fechaInicio: '08-11' });

describe('a record history', () => {
  it('lists who changed it, when, and each field before → after, newest first', async () => {
    const { entradas, totalRegistros, pagina, porPagina } = await historial(id);
    expect({ totalRegistros, pagina, porPagina }).toEqual({ totalRegistros: 3, pagina: 1, porPagina: 10 });
    expect(entradas.map((e) => e.tipo)).toEqual(['cambio', 'cambio', 'alta']);
    expect(entradas[0]!.id).toBeGreaterThan(entradas[1]!.id);
    expect(entradas[0]!.cambios).toEqual([{ campo: 'fechaInicio', antes: '08-10', despues: '08-11' }]);
    expect(entradas[1]!.cambios).toEqual([
      { campo: 'titulo', antes: 'Día Internacional de la Juventud', despues: 'Día de la Juventud' },
    ]);
    expect(entradas[2]!.cambios).toContainEqual({ campo: 'fecha', antes: null, despues: '08-12' });
    for (const e of entradas) {
      expect(e.usuario).toBe('admin');
      expect(e.nombre.length).toBeGreaterThan(0);
      expect(Date.now() - Date.parse(e.fecha)).toBeLessThan(60_000);
    }
  });

  it('pages on the server', async () => {
    for (let i = 0; i < HISTORIAL_POR_PAGINA; i++)
      await guardar({ ...dia, idCatDiasInternacionales: id, titulo: `Día de la Juventud ${i + 1}` });
    const primera = await historial(id, 1);
    const segunda = await historial(id, 2);
    expect(primera.totalRegistros).toBe(HISTORIAL_POR_PAGINA + 3);
    expect(primera.entradas).toHaveLength(HISTORIAL_POR_PAGINA);
    expect(primera.entradas[0]!.cambios[0]).toMatchObject({
      campo: 'titulo',
      despues: 'Día de la Juventud 10',
    });
    expect(segunda.entradas.map((e) => e.tipo)).toEqual(['cambio', 'cambio', 'alta']);
    expect(segunda.entradas[0]!.id).toBeLessThan(primera.entradas.at(-1)!.id);
    expect((await historial(id, 3)).entradas).toEqual([]);
  });

  it('shows a deletion with the fields it had, and a record without entries as empty', async () => {
    const otro = await guardar({ ...dia, fecha: '09-01', fechaInicio: '09-01', fechaFin: '09-01' });
    await admin.get(`/catalogos/dias-internacionales/eliminar-dia-internacional/${otro}`);
    const [baja] = (await historial(otro)).entradas;
    expect(baja!.tipo).toBe('baja');
    expect(baja!.cambios).toContainEqual({ campo: 'fecha', antes: '09-01', despues: null });
    expect(await historial(987654)).toEqual({ entradas: [], totalRegistros: 0, pagina: 1, porPagina: 10 });
  });
});

describe('a record kept in two tables', () => {
  it('lists the entries of every table asked for, under the same key', async () => {
    const creado = await admin.post('/grupo-sucursales/guardar-elimina', {
      grupo: 0,
      nombre: 'Ruta historial',
    });
    const idGrupo = creado.json().data.idCatGrupoSucursalesEnc as number;
    const libres = (
      await rowsOf<{ cod: number }>(
        db,
        sql`select cod_sucursal as cod from cat_sucursales s where activo
        and not exists (select 1 from cat_grupo_sucursales_det d where d.cod_sucursal = s.cod_sucursal)
        order by cod_sucursal limit 2`,
      )
    ).map((r) => r.cod);
    const asignadas = await admin.post(
      `/grupo-sucursales/guardar-sucursales/${idGrupo}`,
      libres.map((codSucursal) => ({ codSucursal, seleccionado: true })),
    );
    expect(asignadas.json().value, asignadas.body).toBe(true);
    const res = await admin.get(
      url({
        pantalla: grupoSucursalesPantalla.id,
        tabla: 'cat_grupo_sucursales_enc, cat_grupo_sucursales_det',
        clave: idGrupo,
      }),
    );
    const { entradas } = res.json().data as Pagina;
    expect(entradas.map((e) => e.cambios)).toEqual([
      [{ campo: 'sucursales', antes: '[]', despues: JSON.stringify(libres) }],
      [{ campo: 'grupo', antes: null, despues: 'Ruta historial' }],
    ]);
  });
});

describe('who may read it', () => {
  it('answers 401 without a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/admin/api${url({ pantalla: DIAS, tabla: TABLA, clave: id })}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.servidor.noAutenticado);
  });

  it('answers 403 to a user who may not open the screen, before any validation', async () => {
    const consulta = await signIn(app, 'consulta');
    const cajero = await signIn(app, 'cajero');
    for (const res of [
      await consulta.get(url({ pantalla: DIAS, tabla: TABLA, clave: id })),
      await cajero.get(url({ pantalla: DIAS, tabla: TABLA, clave: id })),
      await cajero.get(url({ pantalla: DIAS, tabla: TABLA, clave: id, pagina: 'x' })),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
    // The cashier holds Grupo sucursales: its history is his to read.
    const propia = await cajero.get(
      url({ pantalla: grupoSucursalesPantalla.id, tabla: 'cat_grupo_sucursales_enc', clave: 1 }),
    );
    expect(propia.statusCode).toBe(200);
  });

  it('answers 403 for a table the screen does not declare', async () => {
    for (const [pantalla, tabla] of [
      [DIAS, 'web_usuarios'],
      [DIAS, 'cat_grupo_sucursales_enc'],
      [DIAS, `${TABLA},web_usuarios`],
      [grupoSucursalesPantalla.id, TABLA],
    ] as const) {
      const res = await admin.get(url({ pantalla, tabla, clave: id }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: m.tablaNoDeclarada, data: null });
    }
  });

  it('answers 400 with a Spanish message for a bad or unknown screen, key or page', async () => {
    for (const [q, mensaje] of [
      [{ pantalla: 'abc', tabla: TABLA, clave: id }, m.pantallaInvalida],
      [{ pantalla: 999_999, tabla: TABLA, clave: id }, m.pantallaInvalida],
      [{ tabla: TABLA, clave: id }, m.pantallaInvalida],
      [{ pantalla: DIAS, tabla: TABLA, clave: '' }, m.claveInvalida],
      [{ pantalla: DIAS, tabla: TABLA }, "el campo 'clave'"],
      [{ pantalla: DIAS, tabla: TABLA, clave: id, pagina: 0 }, m.paginaInvalida],
      [{ pantalla: DIAS, clave: id }, "el campo 'tabla'"],
      [{ pantalla: DIAS, tabla: ' ', clave: id }, m.tablaInvalida],
    ] as const) {
      const res = await admin.get(url(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message, JSON.stringify(q)).toContain(mensaje);
    }
  });
});

describe('the changes of an entry', () => {
  it('compares the fields the after wrote, and shows values as text', () => {
    expect(cambiosDe({ a: 1, b: true, c: 'x', z: 'solo antes' }, { a: 2, b: false, c: 'x' })).toEqual([
      { campo: 'a', antes: '1', despues: '2' },
      { campo: 'b', antes: 'Sí', despues: 'No' },
    ]);
    expect(cambiosDe(null, { a: null, b: [1] })).toEqual([{ campo: 'b', antes: null, despues: '[1]' }]);
    expect(cambiosDe({ a: 'x' }, null)).toEqual([{ campo: 'a', antes: 'x', despues: null }]);
    expect(cambiosDe([1], [1, 2])).toEqual([{ campo: '', antes: '[1]', despues: '[1,2]' }]);
    expect([tipoDe(null, {}), tipoDe({}, null), tipoDe({}, {})]).toEqual(['alta', 'baja', 'cambio']);
  });
});
