import type { Pantalla } from '@farmasi/contracts/pantalla';
import { cargarModulos } from '../modules/registro.ts';
import type { PermisoPantallas } from './routes.ts';

/** A screen that shows its records' history: who may read it, and which audited tables. */
export interface PantallaConHistorial {
  permiso: PermisoPantallas;
  tablas: ReadonlySet<string>;
  /** Only the entries audited under this screen (`auditoria.pantalla`): rows split between screens by line. */
  soloDeEstaPantalla: boolean;
}

/** The menu screens that declare `historial: { tablas }` in their manifest, by menu id. */
export const indiceDeHistorial = (pantallas: readonly Pantalla[]) => {
  const mapa = new Map<number, PantallaConHistorial>();
  for (const p of pantallas)
    if (p.access === 'menu' && p.historial)
      mapa.set(p.id, {
        permiso: { menus: [p.url] },
        tablas: new Set(p.historial.tablas),
        soloDeEstaPantalla: p.historial.soloDeEstaPantalla ?? false,
      });
  return mapa;
};

let indice: Promise<Map<number, PantallaConHistorial>> | undefined;

/**
 * Issue 29: the screens with a history, from the modules' manifests (found on disk, never listed by
 * hand), built once per process. The permission of each is the one `pantallas(manifest)` gives.
 */
export const pantallasConHistorial = () => {
  indice ??= cargarModulos().then((modulos) => indiceDeHistorial(modulos.flatMap((x) => x.modulo.pantallas)));
  return indice;
};
