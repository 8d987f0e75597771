import type { TestApp } from './app.ts';

/** A JSON Schema as the OpenAPI document carries it (OpenAPI 3.0 flavour). */
export type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
};

interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

/** One operation of the OpenAPI document, with who may call it (x-permiso, see platform/routes.ts). */
export interface Operacion {
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI path, '{name}' segments. */
  path: string;
  pathParams: Parametro[];
  queryParams: Parametro[];
  body: Schema | undefined;
  permiso: 'publico' | 'sesion' | string[];
}

export const operacionesDe = (app: TestApp): Operacion[] => {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const out: Operacion[] = [];
  for (const [path, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const parametros = (op.parameters as Parametro[] | undefined) ?? [];
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      const permiso = op['x-permiso'] as Operacion['permiso'] | undefined;
      if (!permiso) throw new Error(`${metodo.toUpperCase()} ${path} no declara x-permiso`);
      out.push({
        method: metodo.toUpperCase() as Operacion['method'],
        path,
        pathParams: parametros.filter((p) => p.in === 'path'),
        queryParams: parametros.filter((p) => p.in === 'query'),
        body,
        permiso,
      });
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
};

const alternativas = (s: Schema) => (s.anyOf ?? s.oneOf ?? []).filter((a) => a.type !== 'null');

/** A plausible valid value of a schema: its default, first enum value, or the smallest valid one. */
export const ejemplo = (s: Schema | undefined): unknown => {
  if (!s) return undefined;
  if ('default' in s) return s.default;
  if ('const' in s) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = alternativas(s);
  if (alt.length) return ejemplo(alt[0]);
  if (s.allOf?.length && !s.type) return ejemplo(s.allOf[0]);
  switch (s.type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = ejemplo(v);
      return o;
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      return Array.from({ length: Math.max(min, 1) }, () => ejemplo(s.items));
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      return s.exclusiveMinimum === true ? Math.max(min + 1, 1) : Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T00:00:00.000-06:00';
      const patterns = [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].join(' ');
      const base = patterns.includes('\\d') ? '1' : 'a';
      return base.repeat(typeof s.minLength === 'number' ? Math.max(s.minLength, 1) : 1);
    }
    default:
      return null;
  }
};

/** Fills '{name}' segments with the given values (already URL-safe or encoded here). */
export const urlDe = (op: Operacion, valores: Record<string, string>, query?: Record<string, string>) => {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => valores[name] ?? '');
  const qs = query ? new URLSearchParams(query).toString() : '';
  return qs ? `${path}?${qs}` : path;
};

/** The valid-looking path values of an operation. */
export const pathValido = (op: Operacion) =>
  Object.fromEntries(op.pathParams.map((p) => [p.name, encodeURIComponent(String(ejemplo(p.schema)))]));

/** Every leaf of an example value, as a path of keys (arrays: their first element). */
export const hojasDe = (valor: unknown, prefijo: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(valor)) return valor.length ? hojasDe(valor[0], [...prefijo, 0]) : [prefijo];
  if (valor && typeof valor === 'object') {
    const hijos = Object.entries(valor).flatMap(([k, v]) => hojasDe(v, [...prefijo, k]));
    return hijos.length ? hijos : [prefijo];
  }
  return [prefijo];
};

/** A deep copy of value with the leaf at `ruta` replaced. */
export const conHoja = (valor: unknown, ruta: (string | number)[], nuevo: unknown): unknown => {
  if (ruta.length === 0) return nuevo;
  const copia = structuredClone(valor) as Record<string | number, unknown>;
  let actual = copia;
  for (const k of ruta.slice(0, -1)) actual = actual[k] as Record<string | number, unknown>;
  actual[ruta[ruta.length - 1] as string | number] = nuevo;
  return copia;
};
