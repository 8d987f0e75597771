import type { Pantalla } from '@farmasi/contracts/pantalla';
import type { App, AppDeps } from './routes.ts';

/**
 * What a module's `routes.ts` exports by default: how it registers its routes and the screens it
 * serves (their manifests, from its contract). Modules are found on disk at start
 * (modules/registro.ts); the menu rows come from their manifests.
 */
export interface Modulo {
  register(app: App, deps: AppDeps): void;
  pantallas: readonly Pantalla[];
}

export const modulo = (register: Modulo['register'], ...pantallas: Pantalla[]): Modulo => ({
  register,
  pantallas,
});

export const esModulo = (v: unknown): v is Modulo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Modulo).register === 'function' &&
  Array.isArray((v as Modulo).pantallas);
