import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { COMBOS } from './combos.ts';
import { hayFilas, leerPagina, todasLasFilas } from './consulta.ts';
import { abrirConsulta, busqueda } from './consultageneraldatos.fixtures.ts';
import { OPCIONES } from './registro/index.ts';
import { c, opcion, type Parametros } from './registro/tipos.ts';
import { consultaGeneralOpciones } from './tablas.ts';

const { db, admin } = await abrirConsulta();
const HOY = hoy();
const AYER = sumarDias(HOY, -1);
const MES = sumarDias(HOY, -30);
const ruta = (idOpcion: number) => `${idOpcion > 100 ? '/baranetos' : ''}/consulta-general/datos/`;
const uno = async (q: ReturnType<typeof sql>) => (await rowsOf<{ v: number }>(db, q))[0]!.v;

/** A value for each required finder of the demo data. */
const requeridos: Record<number, string> = {
  5: String(
    await uno(sql`select d.cod_proveedor as v from cat_articulos_proveedores_costos_enc k
      join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det) group by 1 order by count(*) desc limit 1`),
  ),
  6: String(
    await uno(
      sql`select cod_formula as v from cat_articulos where cod_formula is not null group by 1 order by count(*) desc limit 1`,
    ),
  ),
  106: String(await uno(sql`select min(cod_articulo) as v from bar_articulos`)),
};

describe('the registry of options', () => {
  it('matches the options table: every row has its query, of the same line, and every query its row', async () => {
    const filas = await db.select().from(consultaGeneralOpciones);
    expect(filas.map((f) => f.idOpcion).sort((a, b) => a - b)).toEqual(
      OPCIONES.map((o) => o.idOpcion).sort((a, b) => a - b),
    );
    for (const f of filas) {
      const o = OPCIONES.find((x) => x.idOpcion === f.idOpcion)!;
      expect(o.empresa, String(f.idOpcion)).toBe(f.idEmpresa);
      expect(o.descripcion).toBe(f.descripcion);
    }
    // 6–10 useful options per line (issue 27).
    for (const empresa of [1, 2]) {
      const n = OPCIONES.filter((o) => o.empresa === empresa).length;
      expect(n).toBeGreaterThanOrEqual(6);
      expect(n).toBeLessThanOrEqual(10);
    }
  });

  it("uses only the combos of its line, and the wholesale line's finders are only articles", () => {
    for (const o of OPCIONES) {
      if (o.combo) expect(COMBOS[o.combo.tipo]?.lineas, `${o.idOpcion}`).toContain(o.empresa);
      if (o.empresa === 2)
        for (const d of [o.dato, o.dato2]) expect(['', 'A', undefined]).toContain(d?.filtro);
      expect(new Set(o.columnas.map((col) => col.campo)).size).toBe(o.columnas.length);
    }
  });

  it('runs every option of both lines with its filters, answering exactly its columns', async () => {
    for (const o of OPCIONES) {
      const fechas = o.fechas === 'rango' ? { fechaInicio: MES, fechaFin: HOY } : { fechaInicio: AYER };
      const res = (
        await admin.post(
          ruta(o.idOpcion),
          busqueda(o.idOpcion, {
            ...(o.fechas === 'ninguna' ? {} : fechas),
            valores: requeridos[o.idOpcion] ?? '',
          }),
        )
      ).json();
      expect(res.value, `${o.idOpcion} ${res.message}`).toBe(true);
      expect(res.data.totalRegistros, `${o.idOpcion} ${o.descripcion}`).toBeGreaterThan(0);
      expect(res.data.columnas).toEqual(o.columnas);
      for (const fila of res.data.filas)
        expect(Object.keys(fila)).toEqual(o.columnas.map((col) => col.campo));
    }
  });
});

describe('what the options read', () => {
  it('sums the sales per branch as the day cuts hold them', async () => {
    const res = (
      await admin.post(
        '/consulta-general/datos/',
        busqueda(1, { fechaInicio: MES, fechaFin: HOY, valores: '2' }),
      )
    ).json().data;
    const [esperado] = await rowsOf<{ total: string; dias: number; tickets: number }>(
      db,
      sql`select sum(total)::text as total, count(*)::int as dias, sum(tickets)::int as tickets from ventas_cortes
           where id_cat_empresa = 1 and cod_sucursal = 2 and fecha between ${MES} and ${HOY}`,
    );
    expect(res.filas).toHaveLength(1);
    expect(res.filas[0]).toMatchObject({ codSucursal: 2, dias: esperado!.dias, tickets: esperado!.tickets });
    expect(res.filas[0].total).toBeCloseTo(Number(esperado!.total), 2);
  });

  it("lists a supplier's articles with their costs in Spanish order", async () => {
    const res = (await admin.post('/consulta-general/datos/', busqueda(5, { valores: requeridos[5] }))).json()
      .data;
    const [n] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from cat_articulos_proveedores_costos_enc k
           join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det) where d.cod_proveedor = ${Number(requeridos[5])}`,
    );
    expect(res.totalRegistros).toBe(n!.n);
    const nombres = res.filas.map((f: { articulo: string }) => f.articulo);
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    for (let i = 1; i < nombres.length; i++)
      expect(collator.compare(nombres[i - 1], nombres[i])).toBeLessThanOrEqual(0);
  });

  it('finds free text without accents or case', async () => {
    const conAcento = (
      await admin.post('/baranetos/consulta-general/datos/', busqueda(108, { valores: 'LÁCTEOS' }))
    ).json();
    const sinAcento = (
      await admin.post('/baranetos/consulta-general/datos/', busqueda(108, { valores: 'lacteos' }))
    ).json();
    expect(conAcento.data.totalRegistros).toBeGreaterThan(0);
    expect(sinAcento.data.filas).toEqual(conAcento.data.filas);
  });

  it('runs a query read-only: an option that tried to write would be refused by the database', async () => {
    const escribe = opcion({
      idOpcion: 99,
      empresa: 1,
      descripcion: 'prueba',
      fechas: 'ninguna',
      columnas: [c('n', 'N', 'entero')],
      clave: [{ expr: sql`x.n`, tipo: 'bigint' }],
      consulta: () => ({
        select: sql`x.n`,
        desde: sql`from (select nextval('cat_articulos_cod_seq') as n) x`,
        donde: sql`true`,
      }),
    });
    const p: Parametros = { desde: '', hasta: '', dato: '', dato2: '', combo: '' };
    const soloLectura = { cause: { message: expect.stringMatching(/read-only/) } };
    await expect(leerPagina(db, escribe, p, 1, 20)).rejects.toMatchObject(soloLectura);
    await expect(hayFilas(db, escribe, p)).rejects.toMatchObject(soloLectura);
  });
});

describe('the whole result in keyset batches (the export)', () => {
  it('reads every row once, in the pages’ order, whatever the batch size', async () => {
    for (const id of [2, 108]) {
      const o = OPCIONES.find((x) => x.idOpcion === id)!;
      const p: Parametros = { desde: MES, hasta: HOY, dato: '', dato2: '', combo: '' };
      const { total } = await leerPagina(db, o, p, 1, 20);
      const paginas = [];
      for (let pagina = 1; (pagina - 1) * 500 < total; pagina++)
        paginas.push(...(await leerPagina(db, o, p, pagina, 500)).filas);
      const lotes = [];
      // The batches carry the key too (_k0…): the sheet reads only the option's columns.
      for await (const f of todasLasFilas(db, o, p, 7))
        lotes.push(Object.fromEntries(o.columnas.map((col) => [col.campo, f[col.campo] ?? null])));
      expect(lotes).toHaveLength(total);
      expect(lotes).toEqual(paginas);
    }
  });
});
