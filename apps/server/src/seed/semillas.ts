import { cargar } from '../modules/registro.ts';
import { createRandom, type Random } from './prng.ts';
import { esSemilla, type Semilla } from './registry.ts';

type Entrada = { feature: string; semilla: Pick<Semilla, 'despues'> };

/**
 * Run order: a feature after those it names in `despues`, otherwise in folder order, so the order
 * is the same on every run. An unknown name or a cycle is refused.
 */
export const ordenarSemillas = <T extends Entrada>(todas: T[]): T[] => {
  const nombres = new Set(todas.map((s) => s.feature));
  for (const { feature, semilla } of todas)
    for (const d of semilla.despues)
      if (!nombres.has(d)) throw new Error(`${feature}/demo: despues nombra ${d}, que no tiene demo.ts`);
  const orden: T[] = [];
  const hechas = new Set<string>();
  while (orden.length < todas.length) {
    const lista = todas.find((s) => !hechas.has(s.feature) && s.semilla.despues.every((d) => hechas.has(d)));
    if (!lista) throw new Error('Las semillas de demostración forman un ciclo en despues');
    orden.push(lista);
    hechas.add(lista.feature);
  }
  return orden;
};

/** Every feature's demo data (`modules/<area>/<feature>/demo.ts`), found on disk, in run order. */
export const cargarSemillas = async (): Promise<{ feature: string; semilla: Semilla }[]> =>
  ordenarSemillas(
    (await cargar('demo', esSemilla, 'una semilla (semilla({...}))')).map(({ feature, valor }) => ({
      feature,
      semilla: valor,
    })),
  );

/** One generator per seed for one run: the features that ask for the same seed share it. */
export const generadores = () => {
  const flujos = new Map<number, Random>();
  return (semilla: number) => {
    const r = flujos.get(semilla) ?? createRandom(semilla);
    flujos.set(semilla, r);
    return r;
  };
};
