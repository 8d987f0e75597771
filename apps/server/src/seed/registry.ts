import type { Tx } from '../db/client.ts';
import type { Random } from './prng.ts';

/** What the base demo set hands to each feature's demo data (ids that features may link to). */
export interface DemoContext {
  /** Branch codes of the demo chain (1..n), own and licensee. */
  sucursales: { codSucursal: number; propia: number }[];
  /** Web-user ids of the demo users. */
  usuarios: { admin: number; cajero: number; consulta: number };
  /** Employee codes of the demo users. */
  empleados: { admin: number; cajero: number; consulta: number };
  /** A generator shared by every feature that asks for the same seed during this run (see Semilla). */
  aleatorio: (semilla: number) => Random;
}

/** What a feature's benchmark volumes receive. */
export interface LargeContext {
  aleatorio: (semilla: number) => Random;
}

/**
 * A feature's demo data: `modules/<area>/<feature>/demo.ts` default-exports one (`semilla({...})`),
 * found on disk like the modules (seed/semillas.ts). Each runs inside the demo transaction after
 * the base set, after the features named in `despues` ('<area>/<feature>'), otherwise in folder
 * order. Each makes its own generator from a fixed seed (createRandom), so one feature's data does
 * not change when another is added; features that split one former seeder share its generator
 * through ctx.aleatorio(semilla), drawing in their `despues` order.
 */
export interface Semilla {
  despues: string[];
  demo: (tx: Tx, ctx: DemoContext) => Promise<void>;
  /** Benchmark volumes (`npm run seed -- --scale large`); returns a line for the command's output. */
  grande?: (tx: Tx, ctx: LargeContext) => Promise<string>;
}

const MARCA = Symbol.for('farmasi.semilla');

export const semilla = (s: Partial<Pick<Semilla, 'despues'>> & Omit<Semilla, 'despues'>): Semilla =>
  Object.assign({ despues: [] as string[], ...s }, { [MARCA]: true });

export const esSemilla = (v: unknown): v is Semilla => typeof v === 'object' && v !== null && MARCA in v;
