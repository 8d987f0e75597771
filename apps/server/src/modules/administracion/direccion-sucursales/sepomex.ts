import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catCodigosPostales } from '../../../db/schema/index.ts';

/**
 * SEPOMEX's CPdescarga.txt (FORMATS.md): Latin-1 text, a legal notice on the first line, the
 * header on the second, then one settlement per line, fields separated by '|'.
 */
export const SEPOMEX_HEADER = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;

export type CodigoPostalRow = typeof catCodigosPostales.$inferInsert;

export class ArchivoInvalido extends Error {}

const BATCH = 1000;

/** One data line as a catalogue row; throws ArchivoInvalido with the line number when malformed. */
export const parseLine = (line: string, lineNumber: number, col: Record<string, number>): CodigoPostalRow => {
  const f = line.split('|');
  const get = (name: (typeof SEPOMEX_HEADER)[number]) => (f[col[name] ?? -1] ?? '').trim();
  const codigoPostal = get('d_codigo');
  const colonia = get('d_asenta');
  const cEstado = get('c_estado');
  const cMunicipio = get('c_mnpio');
  const idAsentaCpcons = get('id_asenta_cpcons');
  if (!/^\d{5}$/.test(codigoPostal))
    throw new ArchivoInvalido(`Línea ${lineNumber}: código postal '${codigoPostal}' no válido.`);
  if (!colonia || !get('D_mnpio') || !get('d_estado'))
    throw new ArchivoInvalido(`Línea ${lineNumber}: faltan la colonia, el municipio o el estado.`);
  if (!/^\d{1,2}$/.test(cEstado) || !/^\d{1,3}$/.test(cMunicipio) || !/^\d{1,4}$/.test(idAsentaCpcons))
    throw new ArchivoInvalido(`Línea ${lineNumber}: claves de estado, municipio o asentamiento no válidas.`);
  return {
    codigoPostal,
    colonia,
    tipoAsentamiento: get('d_tipo_asenta'),
    municipio: get('D_mnpio'),
    estado: get('d_estado'),
    ciudad: get('d_ciudad'),
    cEstado: cEstado.padStart(2, '0'),
    cMunicipio: cMunicipio.padStart(3, '0'),
    idAsentaCpcons: idAsentaCpcons.padStart(4, '0'),
    zona: get('d_zona'),
  };
};

const upsert = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], rows: CodigoPostalRow[]) =>
  tx
    .insert(catCodigosPostales)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        catCodigosPostales.codigoPostal,
        catCodigosPostales.cEstado,
        catCodigosPostales.cMunicipio,
        catCodigosPostales.idAsentaCpcons,
      ],
      set: {
        colonia: sql`excluded.colonia`,
        tipoAsentamiento: sql`excluded.tipo_asentamiento`,
        municipio: sql`excluded.municipio`,
        estado: sql`excluded.estado`,
        ciudad: sql`excluded.ciudad`,
        zona: sql`excluded.zona`,
        importadoEn: sql`now()`,
      },
    });

/**
 * Streams the file and upserts its rows in batches, all in one transaction: a malformed line
 * leaves the catalogue as it was. Returns the number of settlements read.
 */
export const importarCodigosPostales = async (db: Database, file: string): Promise<number> =>
  db.transaction(async (tx) => {
    // Opened here, right before it is read: readline drops the lines it emits before the loop
    // asks for them, which happened while a PostgreSQL transaction was still being opened.
    const lines = createInterface({
      input: createReadStream(file, { encoding: 'latin1' }),
      crlfDelay: Infinity,
    });
    let lineNumber = 0;
    let col: Record<string, number> | null = null;
    let batch: CodigoPostalRow[] = [];
    let total = 0;
    for await (const raw of lines) {
      lineNumber += 1;
      const line = raw.replace(/^\uFEFF/, '');
      if (!line.trim()) continue;
      if (!col) {
        // Everything before the header (the legal notice) is skipped.
        if (!line.startsWith('d_codigo|')) {
          if (lineNumber > 1)
            throw new ArchivoInvalido(
              'El archivo no tiene el encabezado de SEPOMEX (d_codigo|d_asenta|...).',
            );
          continue;
        }
        const names = line.split('|').map((n) => n.trim());
        const missing = SEPOMEX_HEADER.filter((n) => n !== 'c_cve_ciudad' && !names.includes(n));
        if (missing.length)
          throw new ArchivoInvalido(`Faltan columnas en el encabezado: ${missing.join(', ')}.`);
        col = Object.fromEntries(names.map((n, i) => [n, i]));
        continue;
      }
      batch.push(parseLine(line, lineNumber, col));
      if (batch.length === BATCH) {
        await upsert(tx, batch);
        total += batch.length;
        batch = [];
      }
    }
    if (!col)
      throw new ArchivoInvalido('El archivo no tiene el encabezado de SEPOMEX (d_codigo|d_asenta|...).');
    if (batch.length) {
      await upsert(tx, batch);
      total += batch.length;
    }
    return total;
  });
