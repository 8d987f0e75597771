import { asc, eq, inArray, sql } from 'drizzle-orm';
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

const coloniaColumns = {
  colonia: catCodigosPostales.colonia,
  municipio: catCodigosPostales.municipio,
  estado: catCodigosPostales.estado,
  localidad: sql<string>`coalesce(nullif(${catCodigosPostales.ciudad}, ''), ${catCodigosPostales.municipio})`,
};

/** Settlements of a postal code (read by the branch addresses and the credit customers); localidad is the city, or the municipality where there is none. */
export const coloniasDeCodigoPostal = (db: Queryable, cp: string) =>
  db
    .selectDistinct(coloniaColumns)
    .from(catCodigosPostales)
    .where(eq(catCodigosPostales.codigoPostal, cp))
    // SELECT DISTINCT orders only by selected columns: plain order here (the list holds a few colonies).
    .orderBy(asc(catCodigosPostales.colonia));

export type ColoniaDeCodigoPostal = Awaited<ReturnType<typeof coloniasDeCodigoPostal>>[number];

/** The settlements of many postal codes in one query (the imports check a batch of rows at once). */
export const coloniasDeCodigosPostales = async (
  db: Queryable,
  cps: readonly string[],
): Promise<Map<string, ColoniaDeCodigoPostal[]>> => {
  const porCp = new Map<string, ColoniaDeCodigoPostal[]>();
  if (cps.length === 0) return porCp;
  const filas = await db
    .selectDistinct({ codigoPostal: catCodigosPostales.codigoPostal, ...coloniaColumns })
    .from(catCodigosPostales)
    .where(inArray(catCodigosPostales.codigoPostal, [...new Set(cps)]));
  for (const { codigoPostal, ...colonia } of filas) {
    const lista = porCp.get(codigoPostal) ?? [];
    lista.push(colonia);
    porCp.set(codigoPostal, lista);
  }
  return porCp;
};
