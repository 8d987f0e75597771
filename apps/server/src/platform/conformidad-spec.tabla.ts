/**
 * The spec's calls, as §7 of the four documents lists them, one file per document
 * (conformidad-spec/doc000.ts … doc003.ts; the row's fields are described in conformidad-spec/tipos.ts),
 * read by conformidad-spec.test.ts against the running server.
 */
import { doc000 } from './conformidad-spec/doc000.ts';
import { doc001 } from './conformidad-spec/doc001.ts';
import { doc002 } from './conformidad-spec/doc002.ts';
import { doc003 } from './conformidad-spec/doc003.ts';
import type { LlamadaSpec } from './conformidad-spec/tipos.ts';

export type { LlamadaSpec };
export const LLAMADAS_SPEC: readonly LlamadaSpec[] = [...doc000, ...doc001, ...doc002, ...doc003];
