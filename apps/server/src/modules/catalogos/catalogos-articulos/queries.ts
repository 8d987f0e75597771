import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import * as s from '../../../db/schema/index.ts';
import { contieneTexto, ordenEspanol } from '../../../platform/sql.ts';

const LIMITE = 500;

/** Code exact, or text inside the description (without accents or case, trigram index), active rows only. */
export const filtroBuscar = (codigo: PgColumn, descripcion: PgColumn, buscar: string): SQL | undefined => {
  const texto = buscar.trim();
  if (!texto) return undefined;
  const porTexto = contieneTexto(descripcion, texto);
  return /^\d{1,9}$/.test(texto) ? or(eq(codigo, Number(texto)), porTexto) : porTexto;
};

/** A catalogue of code, description and active flag. */
export type Catalogo = PgTable & { codigo: PgColumn; descripcion: PgColumn; activo: PgColumn };

/** Active rows of a catalogue matching the search, in Spanish order. */
export const buscarEn = (db: Queryable, t: Catalogo, buscar: string) =>
  db
    .select({ codigo: sql<number>`${t.codigo}`, descripcion: sql<string>`${t.descripcion}` })
    .from(t)
    .where(and(eq(t.activo, true), filtroBuscar(t.codigo, t.descripcion, buscar)))
    .orderBy(...ordenEspanol(t.descripcion))
    .limit(LIMITE);

/** Every active row of a catalogue, in Spanish order. */
export const todosDe = (db: Queryable, t: Catalogo) =>
  db
    .select({ codigo: sql<number>`${t.codigo}`, descripcion: sql<string>`${t.descripcion}` })
    .from(t)
    .where(eq(t.activo, true))
    .orderBy(...ordenEspanol(t.descripcion));

export const buscarFormulas = (db: Queryable, buscar: string) => {
  const f = s.catFormulas;
  return db
    .select({ codigo: f.codigo, descripcion: f.descripcion, desglozar: f.desglozar })
    .from(f)
    .where(and(eq(f.activo, true), filtroBuscar(f.codigo, f.descripcion, buscar)))
    .orderBy(...ordenEspanol(f.descripcion))
    .limit(LIMITE);
};

const md = s.catProveedoresMarcasDet;
const me = s.catProveedoresMarcasEnc;
const p = s.catProveedores;

/** Brand–supplier pairs ('MARCA - PROVEEDOR') whose brand or supplier name contains the text. */
export const buscarProveedoresDeMarcas = (db: Queryable, buscar: string) => {
  const texto = buscar.trim();
  const where = texto ? or(contieneTexto(me.nombre, texto), contieneTexto(p.nombre, texto)) : undefined;
  return db
    .select({
      codigo: md.idCatProveedoresMarcasDet,
      descripcion: sql<string>`${me.nombre} || ' - ' || ${p.nombre}`,
    })
    .from(md)
    .innerJoin(me, eq(me.idCatProveedoresMarcasEnc, md.idCatProveedoresMarcasEnc))
    .innerJoin(p, eq(p.codProveedor, md.codProveedor))
    .where(and(eq(p.activo, true), eq(me.activo, true), where))
    .orderBy(...ordenEspanol(me.nombre), ...ordenEspanol(p.nombre))
    .limit(LIMITE);
};

export const proveedoresDeMarca = (db: Queryable, idMarca: number) =>
  db
    .select({ codigo: md.idCatProveedoresMarcasDet, descripcion: p.nombre })
    .from(md)
    .innerJoin(p, eq(p.codProveedor, md.codProveedor))
    .where(and(eq(md.idCatProveedoresMarcasEnc, idMarca), eq(p.activo, true)))
    .orderBy(...ordenEspanol(p.nombre));

export const proveedoresActivos = (db: Queryable) =>
  db
    .select({ codigo: p.codProveedor, descripcion: p.nombre })
    .from(p)
    .where(eq(p.activo, true))
    .orderBy(...ordenEspanol(p.nombre));

export const marcasActivas = (db: Queryable) =>
  db
    .select({ idCatProveedoresMarcasEnc: me.idCatProveedoresMarcasEnc, nombre: me.nombre })
    .from(me)
    .where(eq(me.activo, true))
    .orderBy(...ordenEspanol(me.nombre));

export const genericosDeFormula = (db: Queryable, codFormula: number) => {
  const g = s.catGenericos;
  return db
    .select({ codigo: g.codigo, descripcion: g.descripcion })
    .from(g)
    .where(and(eq(g.codFormula, codFormula), eq(g.activo, true)))
    .orderBy(...ordenEspanol(g.descripcion));
};

export const medidasDePresentacion = (db: Queryable, codPresentacion: number) => {
  const med = s.catMedidas;
  return db
    .select({ codigo: med.codigo, descripcion: med.descripcion, aplicar: med.aplicar })
    .from(med)
    .where(eq(med.codPresentacion, codPresentacion))
    .orderBy(...ordenEspanol(med.descripcion));
};
