import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Our migrator (docs/migraciones.md): every `migrations/*.sql` file, named by the time it was written
 * (`20261123T1200_nombre.sql`), is applied once, in name order, each in its own transaction, and
 * recorded with its checksum in `migraciones`. Files hold DDL only; statements are separated by
 * `--> statement-breakpoint` lines. A database migrated by drizzle's journal (the 22 numbered
 * migrations) is recognised and the baseline, which squashes them, is marked as applied.
 */
export const carpetaMigraciones = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const BASELINE = '20261123T1200_base.sql';
const MIGRACIONES_DRIZZLE = 22;
// Alone on its line (hand-written) or after the statement (drizzle-kit writes it so).
const SEPARADOR = /--> statement-breakpoint[ \t]*$/m;
const NOMBRE = /^\d{8}T\d{4,6}_[a-z0-9_-]+\.sql$/;
// One migrator at a time per database (two servers starting together on PostgreSQL).
const CANDADO = 4_815_162_342;

export interface Migracion {
  nombre: string;
  texto: string;
  checksum: string;
}

export const leerMigraciones = (carpeta = carpetaMigraciones): Migracion[] =>
  readdirSync(carpeta)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((nombre) => {
      if (!NOMBRE.test(nombre))
        throw new Error(`Migración con nombre inválido: ${nombre} (AAAAMMDDTHHMM_nombre.sql)`);
      const texto = readFileSync(path.join(carpeta, nombre), 'utf8');
      return { nombre, texto, checksum: createHash('sha256').update(texto).digest('hex') };
    });

export const sentencias = (texto: string) =>
  texto
    .split(SEPARADOR)
    .map((s) => s.trim())
    .filter((s) => s.replace(/^\s*--.*$/gm, '').trim() !== '');

const filas = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** True when drizzle's old migrator had applied every numbered migration to this database. */
const migradaPorDrizzle = async (db: Database) => {
  const [tabla] = filas<{ existe: boolean }>(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS existe`),
  );
  if (!tabla?.existe) return false;
  const [cuenta] = filas<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
  );
  if ((cuenta?.n ?? 0) < MIGRACIONES_DRIZZLE)
    throw new Error(
      `La base tiene ${cuenta?.n} de las ${MIGRACIONES_DRIZZLE} migraciones anteriores: actualícela primero con la versión previa.`,
    );
  return true;
};

/** Applies every migration not yet applied; returns the names applied now. */
export const migrar = async (db: Database, migraciones = leerMigraciones()): Promise<string[]> => {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS migraciones (
    nombre text PRIMARY KEY,
    checksum text NOT NULL,
    aplicada timestamptz NOT NULL DEFAULT now()
  )`);
  const aplicadas = new Map(
    filas<{ nombre: string; checksum: string }>(
      await db.execute(sql`SELECT nombre, checksum FROM migraciones`),
    ).map((r) => [r.nombre, r.checksum]),
  );
  const base = migraciones.find((m) => m.nombre === BASELINE);
  if (aplicadas.size === 0 && base && (await migradaPorDrizzle(db))) {
    await db.execute(
      sql`INSERT INTO migraciones (nombre, checksum) VALUES (${base.nombre}, ${base.checksum})`,
    );
    aplicadas.set(base.nombre, base.checksum);
  }
  const hechas: string[] = [];
  for (const m of migraciones) {
    const previa = aplicadas.get(m.nombre);
    if (previa !== undefined) {
      if (previa !== m.checksum)
        throw new Error(`La migración ${m.nombre} cambió después de aplicarse: escriba una migración nueva.`);
      continue;
    }
    const aplicada = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CANDADO})`);
      const otra = filas(await tx.execute(sql`SELECT 1 FROM migraciones WHERE nombre = ${m.nombre}`));
      if (otra.length > 0) return false; // another server applied it meanwhile
      for (const s of sentencias(m.texto)) await tx.execute(sql.raw(s));
      await tx.execute(sql`INSERT INTO migraciones (nombre, checksum) VALUES (${m.nombre}, ${m.checksum})`);
      return true;
    });
    if (aplicada) hechas.push(m.nombre);
  }
  return hechas;
};
