import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/db/client.ts';
import { cambiosPendientes } from '../../src/db/diferencias.ts';
import { carpetaMigraciones, migrar } from '../../src/db/migrator.ts';

/**
 * `npm run db:generate -- nombre`: writes `src/db/migrations/<AAAAMMDDTHHMM>_<nombre>.sql` with the
 * DDL that takes the database the migrations build to the drizzle schema (docs/migraciones.md).
 */
const nombre = process.argv[2];
if (!nombre || !/^[a-z0-9_-]+$/.test(nombre)) {
  console.error('Uso: npm run db:generate -- <nombre> (minúsculas, dígitos, - y _)');
  process.exit(1);
}
const database = await openPglite();
try {
  await migrar(database.db);
  const cambios = await cambiosPendientes(database.db);
  if (cambios.length === 0) {
    console.info('El esquema y las migraciones coinciden: no hay nada que generar.');
  } else {
    const sello = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '');
    const archivo = path.join(carpetaMigraciones, `${sello}_${nombre}.sql`);
    writeFileSync(archivo, `${cambios.join('\n--> statement-breakpoint\n')}\n`);
    console.info(
      `Migración escrita: ${path.relative(process.cwd(), archivo)} (${cambios.length} sentencias)`,
    );
  }
} finally {
  await database.close();
}
