import { OPCIONES_BARANETOS } from './baranetos.ts';
import { OPCIONES_FARMACIAS } from './farmacias.ts';
import type { OpcionRegistro } from './tipos.ts';

/**
 * Every option the product defines (003 §3 'General query option'), by id: the chain line's 1–99,
 * the wholesale line's 101–199. No SQL is ever typed by a user: an option is chosen by id and its
 * query here is run with the search's checked values as bound parameters.
 */
export const OPCIONES: readonly OpcionRegistro[] = [...OPCIONES_FARMACIAS, ...OPCIONES_BARANETOS];

const porId = new Map(OPCIONES.map((o) => [o.idOpcion, o]));

export const opcionDelRegistro = (idOpcion: number): OpcionRegistro | undefined => porId.get(idOpcion);
