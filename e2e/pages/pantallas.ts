import { type Pantalla, urlDe } from '@farmasi/contracts/pantalla';

/** The product slug the e2e server runs with (PRODUCT_SLUG's default). */
export const PRODUCT = 'farmasi';

/** A screen's path (from its manifest), as the browser shows it. */
export const rutaDe = (p: Pick<Pantalla, 'url'>) => urlDe(p, PRODUCT);
