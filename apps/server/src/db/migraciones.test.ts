import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { cambiosPendientes } from './diferencias.ts';
import { BASELINE, leerMigraciones, type Migracion, migrar } from './migrator.ts';

const database = await openPglite();
afterAll(() => database.close());
const { db } = database;
const filas = async (q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;
const existe = async (tabla: string) =>
  ((await filas(sql`SELECT to_regclass(${tabla}) IS NOT NULL AS existe`))[0] as { existe: boolean }).existe;
const migracion = (nombre: string, texto: string): Migracion => ({ nombre, texto, checksum: nombre + texto });

describe('migrations', () => {
  const todas = leerMigraciones();

  it('are named by time and applied once each, in name order', async () => {
    expect(todas[0]?.nombre).toBe(BASELINE);
    expect(todas.map((m) => m.nombre)).toEqual(todas.map((m) => m.nombre).sort());
    expect(await migrar(db)).toEqual(todas.map((m) => m.nombre));
    expect(await migrar(db)).toEqual([]);
  });

  it('agree with the drizzle schema (db/schema and every tablas.ts): nothing left to generate', {
    timeout: 180_000,
  }, async () => {
    expect(await cambiosPendientes(db)).toEqual([]);
  });

  it('report a missing foreign key whose drizzle name is over 63 characters', {
    timeout: 180_000,
  }, async () => {
    // drizzle-kit reports such a key as different even when it exists (PostgreSQL cut its name), so
    // it used to be dropped from the generated DDL: db/diferencias.ts keeps it when it adds a key.
    const [fk] = (await filas(
      sql`SELECT conname FROM pg_constraint WHERE contype = 'f' AND conrelid = 'traspasos_sucursales_det'::regclass`,
    )) as { conname: string }[];
    await db.execute(sql.raw(`ALTER TABLE traspasos_sucursales_det DROP CONSTRAINT "${fk!.conname}"`));
    const cambios = await cambiosPendientes(db);
    expect(cambios).toHaveLength(1);
    expect(cambios[0]).toMatch(/^ALTER TABLE "traspasos_sucursales_det" ADD CONSTRAINT .* FOREIGN KEY/);
  });

  it('apply a new file in one transaction and record it; a failing one leaves nothing', async () => {
    const buena = migracion(
      '20990101T0000_prueba.sql',
      'CREATE TABLE prueba_a (id int);\n--> statement-breakpoint\nCREATE TABLE prueba_b (id int);\n',
    );
    const mala = migracion(
      '20990101T0001_mala.sql',
      'CREATE TABLE prueba_c (id int);\n--> statement-breakpoint\nSELECT 1/0;\n',
    );
    expect(await migrar(db, [...todas, buena])).toEqual([buena.nombre]);
    expect(await existe('prueba_b')).toBe(true);
    await expect(migrar(db, [...todas, buena, mala])).rejects.toThrow();
    expect(await existe('prueba_c')).toBe(false);
    expect(await filas(sql`SELECT nombre FROM migraciones WHERE nombre = ${mala.nombre}`)).toEqual([]);
  });

  it('refuse to start when an applied file changed', async () => {
    const cambiada = { ...todas[0]!, checksum: 'otro' };
    await expect(migrar(db, [cambiada])).rejects.toThrow(
      `La migración ${BASELINE} cambió después de aplicarse`,
    );
  });

  it("recognise a database migrated by drizzle's journal and mark the baseline applied", async () => {
    await db.execute(sql`DELETE FROM migraciones`);
    await db.execute(sql`CREATE SCHEMA drizzle`);
    await db.execute(
      sql`CREATE TABLE drizzle.__drizzle_migrations (id serial, hash text, created_at bigint)`,
    );
    await db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash) SELECT 'h' FROM generate_series(1, 22)`,
    );
    expect(await migrar(db, todas.slice(0, 1))).toEqual([]);
    expect(await filas(sql`SELECT nombre FROM migraciones`)).toEqual([{ nombre: BASELINE }]);
  });
});
