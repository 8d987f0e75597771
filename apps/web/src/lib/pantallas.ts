import type { Pantalla } from '@farmasi/contracts/pantalla';
import type { ComponentType } from 'react';

/** A screen of a web feature: its manifest (from its contract) and its page, loaded on first visit. */
export interface PaginaDe {
  pantalla: Pantalla;
  page: () => Promise<ComponentType>;
}

/**
 * What a feature's `pantallas.ts` exports by default: one entry per screen it serves. The app's
 * route table, guard and titles read every such file (app/pantallas.ts); nothing else lists them.
 */
export const paginas = (...lista: PaginaDe[]): readonly PaginaDe[] => lista;

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spec's containment rule (000 §6) for a manifest url: the path contains it, case-insensitive,
 * '{product}' standing for any one slug.
 */
export const contieneUrl = (path: string, url: string): boolean =>
  new RegExp(escapar(url).replaceAll(escapar('{product}'), '[^/]+'), 'i').test(path);

/**
 * Whether a path is a manifest url whose segments may be route parameters (':name', e.g. a detail's
 * '/{product}/catalogos/ClientesDetalle/:cod_Cliente'): the whole path, case-insensitive.
 */
export const coincideUrl = (path: string, url: string): boolean =>
  new RegExp(
    `^${url
      .split('/')
      .map((s) => (s.startsWith(':') || s === '{product}' ? '[^/]+' : escapar(s)))
      .join('/')}/?$`,
    'i',
  ).test(path);
