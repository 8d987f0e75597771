import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conteoPorDias } from './conteo.ts';
import { listarTraspasos, totalYSalto } from './queries.ts';
import { traspasosSucursalesEnc as enc } from './tablas.ts';
import { abrirConteo, filtrosAmplios } from './traspasos.fixtures.ts';

const { db, origen, idUsuario, insertar } = await abrirConteo();

// Days with several transfers, days with none, instants at and around UTC midnight; some received.
const INSTANTES = [
  '2025-03-01T10:00:00.000Z',
  '2025-03-01T23:59:59.999Z',
  '2025-03-02T00:00:00.000Z',
  '2025-03-02T08:00:00.000Z',
  '2025-03-04T12:00:00.000Z',
  '2025-03-05T00:00:00.000Z',
  '2025-03-05T18:00:00.000Z',
  '2025-03-07T06:00:00.000Z',
  '2025-03-07T06:00:00.000Z',
  '2025-03-08T23:00:00.000Z',
];
const insertados = await insertar(INSTANTES, 2, 8_000_000);
await db
  .update(enc)
  .set({ estatus: 'R', fechaRecibio: new Date('2025-03-09T00:00:00.000Z'), idUsuarioRecibio: idUsuario })
  .where(
    inArray(
      enc.idTraspasosSucursalesEnc,
      insertados.filter((_, i) => i % 3 === 0).map((r) => r.id),
    ),
  );

const filtros = filtrosAmplios;

const RANGOS: [string, string][] = [
  ['2025-03-01T00:00:00.000Z', '2025-03-09T00:00:00.000Z'],
  ['2025-03-01T12:00:00.000Z', '2025-03-08T22:00:00.000Z'],
  ['2025-02-20T00:00:00.000Z', '2025-03-31T23:59:59.999Z'],
];

describe('transfers list: deep pages start at the day the counts place them in', () => {
  it.each(RANGOS.flatMap((r) => (['T', 'R', 'P'] as const).map((e) => [...r, e] as const)))(
    '%s – %s, status %s: every page the same rows as the plain offset',
    async (desde, hasta, estatus) => {
      const f = filtros(desde, hasta, estatus);
      const { total } = await totalYSalto(db, f);
      expect(total).toBeGreaterThan(0);
      let saltos = 0;
      for (const tamano of [1, 2, 3]) {
        for (let pagina = 1; pagina <= Math.ceil(total / tamano) + 1; pagina++) {
          const { salto } = await totalYSalto(db, f, (pagina - 1) * tamano);
          if (salto) saltos++;
          const porDias = await listarTraspasos(db, f, pagina, tamano, salto);
          const plano = await listarTraspasos(db, f, pagina, tamano);
          expect(porDias, `página ${pagina} de ${tamano}`).toEqual(plano);
        }
      }
      expect(saltos).toBeGreaterThan(0);
    },
  );

  it('skips by the counts only past the newest partial day', async () => {
    const f = filtros('2025-03-01T00:00:00.000Z', '2025-03-08T23:30:00.000Z', 'T');
    // The two transfers of the 8th (a partial day here) are the first page of two: no jump.
    expect((await conteoPorDias(db, f, 0))?.salto).toBeUndefined();
    expect((await conteoPorDias(db, f, 1))?.salto).toBeUndefined();
    // Past them, the page is read from the 8th's midnight down (the 7th and older days).
    expect((await conteoPorDias(db, f, 2))?.salto).toEqual({
      antesDe: new Date('2025-03-08T00:00:00.000Z'),
      saltar: 0,
    });
    expect((await conteoPorDias(db, f, 3))?.salto).toEqual({
      antesDe: new Date('2025-03-08T00:00:00.000Z'),
      saltar: 1,
    });
    // A branch filter has no counts per day: the plain offset.
    expect(await conteoPorDias(db, { ...f, codSucursalOrigen: origen }, 3)).toBeUndefined();
  });
});
