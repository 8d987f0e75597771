import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a zod schema is made of, as far as the names of an object's fields go. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}
const defDe = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Wrappers whose value has the shape of the schema inside. */
const ENVOLTURAS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/**
 * Field names the API's answers hand out. A screen sends a record back as it read it, from this call
 * or from its list (an address with its state's name, a branch row with `propia`): such read-only
 * fields are ignored, not refused. Only a name no call takes or gives is unknown (a typo, a field
 * of another system).
 */
const ecos = new Set<string>();

const nombresDe = (schema: unknown, nombres: Set<string>, vistos = new Set<unknown>()) => {
  const def = defDe(schema);
  if (!def || vistos.has(schema)) return;
  vistos.add(schema);
  if (def.shape)
    for (const [k, sub] of Object.entries(def.shape)) {
      nombres.add(k.toLowerCase());
      nombresDe(sub, nombres, vistos);
    }
  for (const sub of [
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.catchall,
    def.valueType,
    ...(def.options ?? []),
  ])
    if (sub) nombresDe(sub, nombres, vistos);
};

/** Declares a call's answer (platform/routes.ts, registrarRuta): its field names may come back. */
export const declararRespuesta = (respuesta: unknown) => nombresDe(respuesta, ecos);

export interface CampoDesconocido {
  path: (string | number)[];
  campo: string;
}

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Binds a body's field names to the schema's regardless of case (the original server did: the spec
 * writes some bodies in PascalCase, `IdCatEmpresa`, and the web sends camelCase), renaming them in
 * place, and answers the first field the schema does not name. Objects inside unions, records and
 * lazily defined schemas are left to zod (their fields cannot be named before parsing).
 */
export const normalizarCampos = (
  schema: unknown,
  valor: unknown,
  path: (string | number)[] = [],
  eco: ReadonlySet<string> = ecos,
): CampoDesconocido | undefined => {
  let def = defDe(schema);
  while (def && (ENVOLTURAS.has(def.type) || def.type === 'pipe')) {
    def = defDe(def.type === 'pipe' ? def.in : def.innerType);
  }
  if (!def) return undefined;
  if (def.type === 'array' && Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) {
      const malo = normalizarCampos(def.element, valor[i], [...path, i], eco);
      if (malo) return malo;
    }
    return undefined;
  }
  if (def.type !== 'object' || !esObjeto(valor) || !def.shape) return undefined;
  const shape = def.shape;
  // A schema that takes any other field (passthrough or catchall) names none as unknown.
  const abierto = def.catchall !== undefined && defDe(def.catchall)?.type !== 'never';
  let porMinusculas: Map<string, string> | undefined;
  for (const campo of Object.keys(valor)) {
    if (Object.hasOwn(shape, campo)) continue;
    porMinusculas ??= new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
    const nombre = porMinusculas.get(campo.toLowerCase());
    if (nombre !== undefined && !Object.hasOwn(valor, nombre)) {
      valor[nombre] = valor[campo];
      delete valor[campo];
    } else if (!abierto && !eco.has(campo.toLowerCase())) return { path, campo };
  }
  for (const [nombre, sub] of Object.entries(shape)) {
    if (!Object.hasOwn(valor, nombre)) continue;
    const malo = normalizarCampos(sub, valor[nombre], [...path, nombre], eco);
    if (malo) return malo;
  }
  return undefined;
};

/** The refusal of an unknown field, in the shape the error handler answers in Spanish (400). */
const rechazo = ({ path, campo }: CampoDesconocido) =>
  validatorCompiler({
    schema: z.any().superRefine((_v, ctx) => {
      ctx.addIssue({ code: 'custom', path: [...path, campo], message: 'no es un campo de esta llamada' });
    }),
  } as never)(null);

/**
 * The zod validator, with body fields bound by name regardless of case and unknown ones refused
 * (issue 23: a misspelt field was dropped silently and the call answered 200).
 */
export const validatorCompilerCampos: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validar = validatorCompiler(route as never);
  if (route.httpPart !== 'body') return validar;
  return (data) => {
    const malo = normalizarCampos(route.schema, data);
    return malo ? rechazo(malo) : validar(data);
  };
};
