import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../../test/app.ts';
import { lectoresDeArticulos } from '../../../../test/articulos.ts';
import { signIn } from '../../../../test/session.ts';

/** What the article test files share: the app on its own database copy (one per test file), admin and helpers. */
export const { app, db } = await createTestApp();
export const admin = await signIn(app, 'admin');

export { json } from '../../../../test/articulos.ts';
export const { paginaPendientes, pendientes, detalle } = lectoresDeArticulos(admin);
export const contar = async (tabla: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::int as n from ${tabla}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** A complete new chain-only article, valid for every rule of 000 §5. */
export const nuevo = (over: Record<string, unknown> = {}) => ({
  codArticulo: 0,
  codArticuloFarmasi: 0,
  descripcion: 'GEL ANTIBACTERIAL 250 ML FARMASI',
  soloFarmasi: true,
  codBarras: [{ codArticulo: 0, codBarras: '7501234500017', tipo: 'F' }],
  codigoSAT: '53131600',
  registroSSA: '123M2020 SSA',
  fraccion: 'IV',
  codMedida: 1,
  farmasi: {
    formula: { codigo: 1, descripcion: '' },
    laboratorio: { codigo: 1, descripcion: '' },
    linea: { codigo: 1, descripcion: '' },
    familia: { codigo: 1, descripcion: '' },
    formaFarmaceutica: { codigo: 1, descripcion: '' },
    generico: { codigo: 0, descripcion: '' },
    proveedor: { codigo: 0, descripcion: '' },
  },
  ...over,
});
