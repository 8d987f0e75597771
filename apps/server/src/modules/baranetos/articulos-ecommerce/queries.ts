import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { barArticulos } from '../../../db/schema/index.ts';
import { contieneTexto, ordenEspanol, sinAcentos } from '../../../platform/sql.ts';
import { barEcommerceOpciones, barEcommercePrincipal, barEcommerceVariantes } from './tablas.ts';

const p = barEcommercePrincipal;
const v = barEcommerceVariantes;

/** Principals with their type and single article, by variant type (0: all). */
export const listar = async (db: Queryable, idVariante: number) => {
  const rows = await db
    .select({
      idCatArticulosArticuloPrincipal: p.idPrincipal,
      descripcion: p.descripcion,
      manejaVariantes: p.manejaVariantes,
      varianteSeleccionada: sql<number>`coalesce(${p.idOpcion}, 0)`,
      codArticulo: p.codArticulo,
      descripcionArticulo: sql<string>`coalesce(${barArticulos.descripcion}, '')`,
      tipoVariante: sql<string>`coalesce(${barEcommerceOpciones.descripcion}, 'Sin variantes')`,
    })
    .from(p)
    .leftJoin(barEcommerceOpciones, eq(barEcommerceOpciones.idOpcion, p.idOpcion))
    .leftJoin(barArticulos, eq(barArticulos.codArticulo, p.codArticulo))
    .where(idVariante > 0 ? eq(p.idOpcion, idVariante) : undefined)
    .orderBy(...ordenEspanol(p.descripcion))
    .limit(5000);
  return rows.map((r) => ({ ...r, varianteSeleccionada: Number(r.varianteSeleccionada) }));
};

export const opciones = (db: Queryable, texto = '') =>
  db
    .select({
      idCatArticulosVariantesOpciones: barEcommerceOpciones.idOpcion,
      descripcion: barEcommerceOpciones.descripcion,
    })
    .from(barEcommerceOpciones)
    .where(texto.trim() ? contieneTexto(barEcommerceOpciones.descripcion, texto.trim()) : undefined)
    .orderBy(asc(barEcommerceOpciones.idOpcion));

export const opcion = async (db: Queryable, id: number) =>
  (await db.select().from(barEcommerceOpciones).where(eq(barEcommerceOpciones.idOpcion, id)))[0];

/** Wholesale articles by exact code or barcode, or description containing the text. */
export const buscarArticulos = (db: Queryable, texto: string) => {
  const t = texto.trim();
  return db
    .select({
      codArticulo: barArticulos.codArticulo,
      descripcion: barArticulos.descripcion,
      codBarras: barArticulos.codBarras,
    })
    .from(barArticulos)
    .where(
      or(
        sql`${barArticulos.codArticulo}::text = ${t}`,
        eq(barArticulos.codBarras, t),
        contieneTexto(barArticulos.descripcion, t),
      ),
    )
    .orderBy(...ordenEspanol(barArticulos.descripcion))
    .limit(50);
};

export const articulosPorCodigo = (db: Queryable, codigos: number[]) =>
  codigos.length
    ? db.select().from(barArticulos).where(inArray(barArticulos.codArticulo, codigos))
    : Promise.resolve([]);

export const principal = async (db: Queryable, id: number) =>
  (await db.select().from(p).where(eq(p.idPrincipal, id)))[0];

export const principalPorDescripcion = async (db: Queryable, descripcion: string, excepto: number) =>
  (
    await db
      .select()
      .from(p)
      .where(
        and(eq(sinAcentos(p.descripcion), sinAcentos(sql`${descripcion}::text`)), ne(p.idPrincipal, excepto)),
      )
  )[0];

/** Other principals that already hold one of these articles (as their article or as a variant). */
export const articulosEnOtros = async (db: Queryable, codigos: number[], excepto: number) => {
  if (codigos.length === 0) return [];
  const comoVariante = await db
    .select({ codArticulo: v.codArticulo, descripcion: p.descripcion })
    .from(v)
    .innerJoin(p, eq(p.idPrincipal, v.idPrincipal))
    .where(and(inArray(v.codArticulo, codigos), ne(v.idPrincipal, excepto)));
  const comoArticulo = await db
    .select({ codArticulo: sql<number>`${p.codArticulo}`, descripcion: p.descripcion })
    .from(p)
    .where(and(inArray(p.codArticulo, codigos), ne(p.idPrincipal, excepto)));
  return [...comoVariante, ...comoArticulo];
};

export const variantesDe = (db: Queryable, idPrincipal: number) =>
  db
    .select({
      idVariante: v.idVariante,
      codArticulo: v.codArticulo,
      descripcionArticulo: barArticulos.descripcion,
      codBarras: barArticulos.codBarras,
      descripcionVariante: v.descripcionVariante,
      valorVariante: v.valorVariante,
    })
    .from(v)
    .innerJoin(barArticulos, eq(barArticulos.codArticulo, v.codArticulo))
    .where(eq(v.idPrincipal, idPrincipal))
    .orderBy(asc(v.idVariante));
