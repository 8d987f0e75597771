/**
 * The spec's calls, as §7 of the four documents lists them (../shared/spec, and §3 where an entity is
 * plainly a call's answer), read by conformidad-spec.test.ts against the running server.
 *
 * - `ruta`: the spec's path under /admin/api, as written (case and trailing slash included), with the
 *   spec's `{product}` kept (the test puts the configured slug, PRODUCT_SLUG) and the other path
 *   parameters filled with a sample value.
 * - `cuerpo`: the body fields the spec names, as it spells them (PascalCase included); `lista` when
 *   the body is a list of such rows. Multipart calls (`multipart`) are checked for their path only:
 *   their fields travel in a form (`json`, `files[0]`) that the spec does not spell out.
 * - `respuesta`: the answer fields the spec names inside `data` (a list: each row's), compared
 *   regardless of case; `raiz`: fields beside value/message/data (sign-in, renewal).
 * - `pendiente`: the screen is not built yet: skipped with the reason (none left since issue 26).
 * - `desvio`: the product deliberately answers otherwise; the reason is repeated in
 *   docs/decisions/plataforma.md ('Contract conformance'). Only the part named is skipped.
 * - `sinEnviar`: the body is checked against the schema only, never sent (the reason says why).
 */
export interface LlamadaSpec {
  doc: '000' | '001' | '002' | '003';
  metodo: 'GET' | 'POST' | 'DELETE';
  ruta: string;
  cuerpo?: readonly string[];
  lista?: boolean;
  multipart?: boolean;
  respuesta?: readonly string[];
  raiz?: readonly string[];
  /** Values sent instead of the schema's example (by the spec's field name). */
  valores?: Record<string, unknown>;
  pendiente?: string;
  /**
   * `ruta`, `cuerpo`, `respuesta`: that part is not checked (the product answers otherwise);
   * `forma`: checked as the table writes it, which differs from the spec's wording in the way said.
   */
  desvio?: { ruta?: string; cuerpo?: string; respuesta?: string; forma?: string };
  sinEnviar?: string;
}

export const codigoDescripcion = ['codigo', 'descripcion'] as const;
