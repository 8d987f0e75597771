import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contarPorDias, diasCompletos } from './conteo.ts';
import { contarTraspasos, type Filtros } from './queries.ts';
import { traspasosSucursalesEnc as enc } from './tablas.ts';
import { abrirConteo, filtrosAmplios } from './traspasos.fixtures.ts';

const { db, origen, idUsuario, insertar } = await abrirConteo();

/** Transfers on both sides of UTC midnights, and at the very instants a range starts and ends. */
const INSTANTES = [
  '2026-01-09T12:00:00.000Z',
  '2026-01-09T23:59:59.999Z',
  '2026-01-10T00:00:00.000Z',
  '2026-01-10T05:59:59.999Z',
  '2026-01-10T06:00:00.000Z',
  '2026-01-11T00:00:00.000Z',
  '2026-01-12T17:30:00.000Z',
  '2026-01-13T05:59:59.999Z',
  '2026-01-13T06:00:00.000Z',
  '2026-01-14T00:00:00.000Z',
];
await insertar(INSTANTES, 3, 9_000_000);
const filtros = filtrosAmplios;

/** Counted row by row, as the list's own filter reads them. */
const contarFilas = async (f: Filtros) =>
  (
    await db
      .select({ n: count() })
      .from(enc)
      .where(
        and(
          gte(enc.fechaTraspaso, f.desde),
          lte(enc.fechaTraspaso, f.hasta),
          f.estatus === 'T' ? undefined : eq(enc.estatus, f.estatus),
        ),
      )
  )[0]?.n;

// The screen's ranges (start of a Mexico City day to the end of another) and edge cases.
const RANGOS: [string, string][] = [
  ['2026-01-09T06:00:00.000Z', '2026-01-13T05:59:59.999Z'],
  ['2026-01-10T00:00:00.000Z', '2026-01-13T06:00:00.000Z'],
  ['2026-01-09T23:59:59.999Z', '2026-01-14T00:00:00.000Z'],
  ['2026-01-10T05:59:59.999Z', '2026-01-12T00:00:01.000Z'],
  ['2020-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'],
];

const comparar = async () => {
  for (const [desde, hasta] of RANGOS)
    for (const estatus of ['T', 'P', 'R'] as const) {
      const f = filtros(desde, hasta, estatus);
      expect(await contarPorDias(db, f), `${desde} – ${hasta} ${estatus}`).toBe(await contarFilas(f));
    }
};

describe('exact total of a wide range from the counts per day', () => {
  it('splits a range at UTC midnights, or not at all when it holds no whole day', () => {
    expect(diasCompletos(new Date('2026-01-09T06:00:00Z'), new Date('2026-01-12T05:59:59.999Z'))).toEqual({
      inicio: new Date('2026-01-10T00:00:00Z'),
      fin: new Date('2026-01-12T00:00:00Z'),
    });
    expect(diasCompletos(new Date('2026-01-10T00:00:00Z'), new Date('2026-01-10T23:59:59.999Z'))).toEqual({
      inicio: new Date('2026-01-10T00:00:00Z'),
      fin: new Date('2026-01-11T00:00:00Z'),
    });
    expect(
      diasCompletos(new Date('2026-01-10T06:00:00Z'), new Date('2026-01-11T05:59:59.999Z')),
    ).toBeUndefined();
  });

  it('answers what counting the rows answers, after inserts, receipts, date changes and deletes', async () => {
    await comparar();
    await db
      .update(enc)
      .set({ estatus: 'R', fechaRecibio: new Date('2026-01-15T00:00:00Z'), idUsuarioRecibio: idUsuario })
      .where(inArray(enc.folioTraspaso, [9_000_000, 9_000_021, 9_000_052, 9_000_090]));
    await comparar();
    await db
      .update(enc)
      .set({ fechaTraspaso: sql`${enc.fechaTraspaso} + interval '1 day'` })
      .where(inArray(enc.folioTraspaso, [9_000_011, 9_000_062]));
    await comparar();
    await db.delete(enc).where(inArray(enc.folioTraspaso, [9_000_001, 9_000_030, 9_000_091]));
    await comparar();
  });

  it('is what the list counts when no folio or branch narrows it, and the rows otherwise', async () => {
    const amplio = filtros('2026-01-09T06:00:00.000Z', '2026-01-13T05:59:59.999Z');
    expect(await contarTraspasos(db, amplio)).toBe(await contarFilas(amplio));
    const porOrigen = { ...amplio, codSucursalOrigen: origen };
    expect(await contarPorDias(db, porOrigen)).toBeUndefined();
    expect(await contarTraspasos(db, porOrigen)).toBe(await contarFilas(amplio));
  });
});
