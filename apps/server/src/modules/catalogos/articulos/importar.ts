import { articulosConst } from '@farmasi/contracts/catalogos/articulos/textos';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { catArticulosDifarmer } from '../../../db/schema/index.ts';

/** Columns of the DIFARMER catalogue file, in this order, with a header line (docs/decisions/). */
export const COLUMNAS_DIFARMER = [
  'codArticulo',
  'descripcion',
  'estatus',
  'codBarras',
  'formulaCodigo',
  'formula',
  'laboratorioCodigo',
  'laboratorio',
  'lineaCodigo',
  'linea',
  'formaFarmaceuticaCodigo',
  'formaFarmaceutica',
  'proveedorCodigo',
  'proveedor',
  'clasificacionCodigo',
  'clasificacion',
  'iva',
  'ieps',
  'ultimoCosto',
  'codigoSat',
  'registroSsa',
  'fraccion',
] as const;

/** Splits RFC 4180 CSV text (comma or semicolon, quoted fields with "" escapes, CRLF or LF). */
export const parseCsv = (texto: string, separador = ','): string[][] => {
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let comillas = false;
  const t = texto.replace(/^\uFEFF/, '');
  for (let i = 0; i < t.length; i++) {
    const ch = t[i];
    if (comillas) {
      if (ch === '"' && t[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (ch === '"') comillas = false;
      else campo += ch;
    } else if (ch === '"') comillas = true;
    else if (ch === separador) {
      fila.push(campo);
      campo = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && t[i + 1] === '\n') i++;
      fila.push(campo);
      if (fila.some((c) => c !== '')) filas.push(fila);
      fila = [];
      campo = '';
    } else campo += ch;
  }
  fila.push(campo);
  if (fila.some((c) => c !== '')) filas.push(fila);
  return filas;
};

const bool = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase())
  .refine(
    (s) => ['', '0', '1', 'si', 'sí', 'no', 'true', 'false'].includes(s),
    'debe ser 1/0, si/no o true/false',
  )
  .transform((s) => ['1', 'si', 'sí', 'true'].includes(s));
const entero = z.coerce.number().int().min(0).max(2_147_483_647);

const filaSchema = z.object({
  // DIFARMER codes stay below the chain's own codes (cat_articulos_cod_seq starts at 900001).
  codArticulo: z.coerce.number().int().min(1).max(899_999),
  descripcion: z.string().trim().min(1, 'está vacía').max(200),
  estatus: z.string().trim().max(30).default('ACTIVO'),
  codBarras: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{0,${articulosConst.codBarrasMax}}$`),
      `solo admite dígitos (máximo ${articulosConst.codBarrasMax})`,
    ),
  formulaCodigo: entero,
  formula: z.string().trim().max(300),
  laboratorioCodigo: entero,
  laboratorio: z.string().trim().max(300),
  lineaCodigo: entero,
  linea: z.string().trim().max(300),
  formaFarmaceuticaCodigo: entero,
  formaFarmaceutica: z.string().trim().max(300),
  proveedorCodigo: entero,
  proveedor: z.string().trim().max(300),
  clasificacionCodigo: entero,
  clasificacion: z.string().trim().max(300),
  iva: bool,
  ieps: bool,
  ultimoCosto: z.coerce.number().min(0).max(99_999_999),
  codigoSat: z
    .string()
    .trim()
    .regex(/^\d{0,8}$/, 'solo admite hasta 8 dígitos'),
  registroSsa: z.string().trim().max(50),
  fraccion: z.string().trim().max(50),
});

export interface ResultadoImportacion {
  filas: number;
  nuevos: number;
  actualizados: number;
  errores: string[];
}

/**
 * Loads the DIFARMER catalogue from CSV: every row is checked first; with any error nothing is
 * written. Existing codes are updated (the wholesaler's data only; the chain side is untouched),
 * new codes inserted; a new code is then pending until the chain completes it.
 */
export const importarDifarmer = async (db: Database, texto: string): Promise<ResultadoImportacion> => {
  const primera = texto.split(/\r?\n/, 1)[0] ?? '';
  const separador = primera.split(';').length > primera.split(',').length ? ';' : ',';
  const [encabezado, ...datos] = parseCsv(texto, separador);
  const errores: string[] = [];
  const faltan = COLUMNAS_DIFARMER.filter((c) => !encabezado?.map((h) => h.trim()).includes(c));
  if (!encabezado || faltan.length > 0)
    return {
      filas: 0,
      nuevos: 0,
      actualizados: 0,
      errores: [`Faltan columnas en el encabezado: ${faltan.join(', ')}`],
    };
  const indice = new Map(encabezado.map((h, i) => [h.trim(), i]));
  const filas: z.infer<typeof filaSchema>[] = [];
  const vistos = new Set<number>();
  datos.forEach((valores, n) => {
    const linea = n + 2;
    const crudo = Object.fromEntries(COLUMNAS_DIFARMER.map((c) => [c, valores[indice.get(c) ?? -1] ?? '']));
    const r = filaSchema.safeParse(crudo);
    if (!r.success) {
      const issue = r.error.issues[0];
      errores.push(`Línea ${linea}: ${String(issue?.path[0] ?? '')} ${issue?.message ?? 'no es válido'}`);
      return;
    }
    if (vistos.has(r.data.codArticulo))
      errores.push(`Línea ${linea}: el código ${r.data.codArticulo} está repetido`);
    vistos.add(r.data.codArticulo);
    filas.push(r.data);
  });
  if (errores.length > 0) return { filas: datos.length, nuevos: 0, actualizados: 0, errores };

  let nuevos = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < filas.length; i += 1000) {
      const lote = filas
        .slice(i, i + 1000)
        .map((f) => ({ ...f, ultimoCosto: f.ultimoCosto.toFixed(4), codigoSat: f.codigoSat || '01010101' }));
      const r = await tx
        .insert(catArticulosDifarmer)
        .values(lote)
        .onConflictDoUpdate({
          target: catArticulosDifarmer.codArticulo,
          set: Object.fromEntries(
            COLUMNAS_DIFARMER.filter((c) => c !== 'codArticulo').map((c) => [
              c,
              sql.raw(`excluded.${toSnake(c)}`),
            ]),
          ),
        })
        .returning({ nuevo: sql<boolean>`(xmax = 0)` });
      nuevos += r.filter((x) => x.nuevo).length;
    }
  });
  return { filas: filas.length, nuevos, actualizados: filas.length - nuevos, errores };
};

const toSnake = (c: string) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`);
