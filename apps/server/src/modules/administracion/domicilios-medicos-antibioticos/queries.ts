import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catAntibioticosMedicos, catEstados } from '../../../db/schema/index.ts';
import { contieneTexto, ordenEspanol } from '../../../platform/sql.ts';
import { catAntibioticosDomicilios } from './tablas.ts';

const m = catAntibioticosMedicos;
const d = catAntibioticosDomicilios;

const filtro = (idMedico: number, buscar: string): SQL | undefined => {
  const conditions: SQL[] = [];
  if (idMedico > 0) conditions.push(eq(m.idCatAntibioticosMedicos, idMedico));
  const texto = buscar.trim();
  if (texto !== '') {
    // The full name as the trigram index cat_antibioticos_medicos_nombre_trgm holds it.
    const cond = or(
      contieneTexto(sql`${m.nombre} || ' ' || ${m.apellidoPaterno} || ' ' || ${m.apellidoMaterno}`, texto),
      contieneTexto(m.cedula, texto),
      contieneTexto(m.sSA, texto),
    );
    if (cond) conditions.push(cond);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

const medicoColumns = {
  idCatAntibioticosMedicos: m.idCatAntibioticosMedicos,
  cedula: m.cedula,
  sSA: m.sSA,
  nombre: m.nombre,
  apellidoPaterno: m.apellidoPaterno,
  apellidoMaterno: m.apellidoMaterno,
  registros: sql<number>`(select count(*)::int from cat_antibioticos_domicilios dd where dd.id_cat_antibioticos_medicos = cat_antibioticos_medicos.id_cat_antibioticos_medicos)`,
};

/** One page of doctors by surname, name, id. */
export const listarMedicos = (
  db: Queryable,
  pagina: number,
  tamano: number,
  idMedico: number,
  buscar: string,
) =>
  db
    .select(medicoColumns)
    .from(m)
    .where(filtro(idMedico, buscar))
    .orderBy(
      ...ordenEspanol(m.apellidoPaterno),
      ...ordenEspanol(m.apellidoMaterno),
      ...ordenEspanol(m.nombre),
      asc(m.idCatAntibioticosMedicos),
    )
    .limit(tamano)
    .offset((pagina - 1) * tamano);

export const contarMedicos = async (db: Queryable, idMedico: number, buscar: string) => {
  const [row] = await db.select({ total: count() }).from(m).where(filtro(idMedico, buscar));
  return row?.total ?? 0;
};

export const buscarMedico = async (db: Queryable, id: number) => {
  const [row] = await db.select(medicoColumns).from(m).where(eq(m.idCatAntibioticosMedicos, id));
  return row;
};

/** Another doctor holding a cédula or SSA registry, for the duplicate refusals. */
export const titularDe = async (db: Queryable, campo: 'cedula' | 'sSA', valor: string, excepto: number) => {
  const [row] = await db
    .select(medicoColumns)
    .from(m)
    .where(and(eq(m[campo], valor), sql`${m.idCatAntibioticosMedicos} <> ${excepto}`))
    .limit(1);
  return row;
};

const domicilioColumns = {
  idCatAntibioticosDomicilios: d.idCatAntibioticosDomicilios,
  idCatAntibioticosMedicos: d.idCatAntibioticosMedicos,
  calle: d.calle,
  numExterior: d.numExterior,
  numInterior: d.numInterior,
  colonia: d.colonia,
  cP: d.cP,
  municipio: d.municipio,
  estado: catEstados.descripcion,
  cod_Estado: d.codEstado,
  pais: d.pais,
};

export const listarDomicilios = (db: Queryable, idMedico: number) =>
  db
    .select(domicilioColumns)
    .from(d)
    .innerJoin(catEstados, eq(catEstados.codEstado, d.codEstado))
    .where(eq(d.idCatAntibioticosMedicos, idMedico))
    .orderBy(asc(d.idCatAntibioticosDomicilios));

export const buscarDomicilio = async (db: Queryable, id: number, idMedico: number) => {
  const [row] = await db
    .select(domicilioColumns)
    .from(d)
    .innerJoin(catEstados, eq(catEstados.codEstado, d.codEstado))
    .where(and(eq(d.idCatAntibioticosDomicilios, id), eq(d.idCatAntibioticosMedicos, idMedico)));
  return row;
};

export const listarEstados = (db: Queryable) =>
  db
    .select({ descripcion: catEstados.descripcion, cod_Estado: catEstados.codEstado })
    .from(catEstados)
    .orderBy(...ordenEspanol(catEstados.descripcion));
