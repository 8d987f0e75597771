import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Stored files (article images, attachments, documents), kept in the database so that they are
 * written in the same transaction as the row that owns them and are in every backup. The type is
 * the one read from the content, never the name's; sha256 (hex) is the ETag.
 */
export const archivos = pgTable(
  'archivos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nombre: text('nombre').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamano: integer('tamano').notNull(),
    sha256: text('sha256').notNull(),
    contenido: bytea('contenido').notNull(),
    /** Served without a session (images of the public catalogue, banners, brands' logos). */
    publico: boolean('publico').notNull().default(false),
    /**
     * A private file's reader: the menu url of the screen that owns it (an applicant's CV belongs to
     * the job board). Only users granted that screen read it (platform/archivos-ruta.ts).
     */
    permiso: text('permiso'),
    creadoPor: integer('creado_por'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('archivos_privado_con_permiso', sql`${t.publico} or ${t.permiso} is not null`)],
);
