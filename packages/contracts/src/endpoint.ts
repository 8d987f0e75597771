import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One call of the API: method, path under /admin/api (Fastify ':param' style) and its schemas. */
export interface Endpoint<
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  body?: B;
  /** Query-string fields (optional ones only: paging and filters of a GET list). */
  query?: Q;
  data: D;
  summary: string;
}

export const endpoint = <
  D extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
>(
  e: Endpoint<P, B, D, Q>,
) => e;

/** Fills ':name' segments of an endpoint path; an optional last segment (':name?') may be left out. */
export const fillPath = (path: string, params: Record<string, string | number | undefined> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_, name: string, optional?: string) => {
    const v = params[name];
    if (optional && (v === undefined || v === '')) return '';
    if (v === undefined) throw new Error(`Falta el parámetro ${name}`);
    return encodeURIComponent(String(v));
  });

/** A query string of the defined values, '' when there is none. */
export const queryString = (query: Record<string, string | number | undefined> = {}): string => {
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

export type DataOf<E> = E extends Endpoint<infer _P, infer _B, infer D> ? z.infer<D> : never;
export type BodyOf<E> =
  E extends Endpoint<infer _P, infer B, infer _D> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type ParamsOf<E> =
  E extends Endpoint<infer P, infer _B, infer _D> ? (P extends z.ZodType ? z.input<P> : undefined) : never;
