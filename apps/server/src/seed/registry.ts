import type { Tx } from '../db/client.ts';

/** What the base demo set hands to each area's seeder (ids that areas may link to). */
export interface DemoContext {
  /** Branch codes of the demo chain (1..n), own and licensee. */
  sucursales: { codSucursal: number; propia: number }[];
  /** Web-user ids of the demo users. */
  usuarios: { admin: number; cajero: number; consulta: number };
  /** Employee codes of the demo users. */
  empleados: { admin: number; cajero: number; consulta: number };
}

/**
 * One seeder per area, run in order inside the demo transaction after the base set. Each seeder
 * creates its own generator from a fixed seed (createRandom), so one area's data does not change
 * when another area is added or reordered.
 */
export type DemoSeeder = { area: string; seed: (tx: Tx, ctx: DemoContext) => Promise<void> };

/** Benchmark volumes per area; returns a line for the seed command's output. */
export type LargeSeeder = { area: string; seed: (tx: Tx) => Promise<string> };
