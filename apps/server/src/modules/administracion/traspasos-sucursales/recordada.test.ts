import { traspasosMessages as m } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catSucursales } from '../../../db/schema/index.ts';
import { traspasosSucursalesEnc } from './tablas.ts';
import { abrirTraspasos, RECIBIR } from './traspasos.fixtures.ts';

const { admin, consultar, db, pendiente } = await abrirTraspasos();

// The list is remembered per version of the transfers and the names they are shown with.

describe('the remembered transfers list', () => {
  it('answers the same bytes for the same filters, and the new state after a receipt', async () => {
    const t = await pendiente();
    const filtros = { FolioTraspaso: t.folioTraspaso };
    const antes = await consultar(filtros);
    expect(await consultar(filtros)).toEqual(antes);
    expect(antes.data!.traspasos[0]!.estatus).toBe('P');
    await admin.post(RECIBIR, {
      SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
      UsuarioRecibio: admin.data.idUsuario,
    });
    const despues = await consultar({ ...filtros, Estatus: 'T' });
    expect(despues.data!.traspasos[0]).toMatchObject({
      estatus: 'R',
      usuarioRecibio: 'Adriana Morales Vega',
    });
    expect((await consultar(filtros)).data!.totalRegistros).toBe(0);
  });

  it('shows a write made outside the API (another process, an import) and a renamed branch', async () => {
    const t = await pendiente();
    const filtros = { FolioTraspaso: t.folioTraspaso };
    expect((await consultar(filtros)).data!.totalRegistros).toBe(1);
    await db
      .update(traspasosSucursalesEnc)
      .set({ motivo: 'Cambiado por fuera' })
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, t.idTraspasosSucursalesEnc));
    expect((await consultar(filtros)).data!.traspasos[0]!.motivo).toBe('Cambiado por fuera');

    await db
      .update(catSucursales)
      .set({ sucursal: sql`${catSucursales.sucursal} || ' (renombrada)'` })
      .where(eq(catSucursales.codSucursal, t.codSucursalOrigen));
    expect((await consultar(filtros)).data!.traspasos[0]!.sucursalOrigen).toMatch(/ \(renombrada\)$/);
  });

  it('keeps the empty list message of the filters it was asked with', async () => {
    const vacia = await consultar({ FolioTraspaso: 999_999_999 });
    expect(vacia).toEqual({
      value: true,
      message: m.sinTraspasosExportar,
      data: { traspasos: [], totalRegistros: 0 },
    });
    expect(await consultar({ FolioTraspaso: 999_999_999 })).toEqual(vacia);
  });
});
