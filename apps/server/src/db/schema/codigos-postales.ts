import { asc, eq, sql } from 'drizzle-orm';
import { char, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';

/**
 * SEPOMEX postal-code catalogue (FORMATS.md): one row per settlement. The key is SEPOMEX's own
 * (state, municipality, settlement id within the postal code), so a re-import updates in place.
 */
export const catCodigosPostales = pgTable(
  'cat_codigos_postales',
  {
    codigoPostal: char('codigo_postal', { length: 5 }).notNull(),
    colonia: text('colonia').notNull(),
    tipoAsentamiento: text('tipo_asentamiento').notNull().default(''),
    municipio: text('municipio').notNull(),
    estado: text('estado').notNull(),
    /** d_ciudad: empty for settlements outside a city. */
    ciudad: text('ciudad').notNull().default(''),
    cEstado: char('c_estado', { length: 2 }).notNull(),
    cMunicipio: char('c_mnpio', { length: 3 }).notNull(),
    idAsentaCpcons: char('id_asenta_cpcons', { length: 4 }).notNull(),
    zona: text('zona').notNull().default(''),
    importadoEn: timestamp('importado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cat_codigos_postales_uq').on(t.codigoPostal, t.cEstado, t.cMunicipio, t.idAsentaCpcons),
  ],
);

/** Settlements of a postal code (read by the branch addresses and the credit customers); localidad is the city, or the municipality where there is none. */
export const coloniasDeCodigoPostal = (db: Queryable, cp: string) =>
  db
    .selectDistinct({
      colonia: catCodigosPostales.colonia,
      municipio: catCodigosPostales.municipio,
      estado: catCodigosPostales.estado,
      localidad: sql<string>`coalesce(nullif(${catCodigosPostales.ciudad}, ''), ${catCodigosPostales.municipio})`,
    })
    .from(catCodigosPostales)
    .where(eq(catCodigosPostales.codigoPostal, cp))
    // SELECT DISTINCT orders only by selected columns: plain order here (the list holds a few colonies).
    .orderBy(asc(catCodigosPostales.colonia));
