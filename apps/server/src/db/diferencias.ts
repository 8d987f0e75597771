import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { cargarEsquema } from './esquema.ts';

type Api = typeof import('drizzle-kit/api');

/**
 * drizzle-kit's pushSchema reads the database through `execute(sql.raw(query))` and so drops the
 * parameters of its one parameterised query (composite primary keys), which then fails. This loads
 * drizzle-kit's own code with that call passing them, once; a drizzle-kit whose text differs is
 * refused loudly rather than silently mis-read. Development only (drizzle-kit is a dev dependency).
 */
const cargarApi = (() => {
  let api: Api | undefined;
  return (): Api => {
    if (api) return api;
    const archivo = createRequire(import.meta.url).resolve('drizzle-kit/api');
    const original = 'const res = await drizzleInstance.execute(sql.raw(query));';
    const texto = readFileSync(archivo, 'utf8');
    if (!texto.includes(original)) throw new Error(`drizzle-kit cambió: revise ${path.basename(archivo)}`);
    const m = new Module(archivo) as Module & { _compile(code: string, file: string): void };
    m.filename = archivo;
    m.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
      path.dirname(archivo),
    );
    m._compile(texto.replace(original, 'const res = await drizzleInstance.execute(query, params);'), archivo);
    api = m.exports as Api;
    return api;
  };
})();

interface Cliente {
  query(texto: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The statements that would take this database to the drizzle schema (db/esquema.ts): none when the
 * migrations and the schema agree. Hand-written DDL the schema cannot express (extensions,
 * functions, triggers) is not compared.
 */
export const diferenciasConEsquema = async (db: Database): Promise<string[]> => {
  const cliente = (db as unknown as { $client: Cliente }).$client;
  const lector = { execute: (texto: string, params?: unknown[]) => cliente.query(texto, params ?? []) };
  // The migrator's own table is not part of the schema.
  const { statementsToExecute } = await cargarApi().pushSchema(
    await cargarEsquema(),
    lector as never,
    ['public'],
    ['!migraciones'],
  );
  return statementsToExecute;
};

const claveFk = (tabla: string, columnas: string) => `${tabla}|${columnas.replace(/["\s]/g, '')}`;

/** The foreign keys the database has, as 'table|columns'. */
const clavesFk = async (db: Database): Promise<Set<string>> => {
  const { rows } = (await db.execute(
    sql`SELECT conrelid::regclass::text AS tabla, pg_get_constraintdef(oid) AS def
          FROM pg_constraint WHERE contype = 'f'`,
  )) as unknown as { rows: { tabla: string; def: string }[] };
  return new Set(rows.map((r) => claveFk(r.tabla, /^FOREIGN KEY \(([^)]*)\)/.exec(r.def)?.[1] ?? '')));
};

/** The 'table|columns' of a drizzle-kit ADD CONSTRAINT … FOREIGN KEY statement, if it is one. */
const fkDeSentencia = (s: string): string | undefined => {
  const m = /^ALTER TABLE "([^"]+)" ADD CONSTRAINT "[^"]+" FOREIGN KEY \(([^)]*)\)/.exec(s.trim());
  return m ? claveFk(m[1]!, m[2]!) : undefined;
};

/**
 * The changes the migrations lack, on a throwaway migrated database (it is altered). drizzle-kit's
 * reading of a database reports some objects as different although they match (names PostgreSQL
 * cut at 63 characters, expression indexes, composite keys, default formats); those reports stay
 * once its statements are applied, so what disappears then is what really differs. A foreign key
 * whose drizzle name is over 63 characters is reported again too, even when it was missing: it is
 * kept when applying it added a key the database did not have (it used to be dropped silently).
 */
export const cambiosPendientes = async (db: Database): Promise<string[]> => {
  const antes = await diferenciasConEsquema(db);
  const fksAntes = await clavesFk(db);
  await db.transaction(async (tx) => {
    for (const s of antes.flatMap((t) => t.split(/^--> statement-breakpoint\s*$/m)))
      if (s.trim()) await tx.execute(sql.raw(s));
  });
  const despues = new Set(await diferenciasConEsquema(db));
  const fksNuevas = [...(await clavesFk(db))].filter((k) => !fksAntes.has(k));
  const fkNueva = (s: string) => {
    const clave = fkDeSentencia(s);
    return clave !== undefined && fksNuevas.includes(clave);
  };
  return antes.filter((s) => !despues.has(s) || fkNueva(s));
};
