import { DIAS_SEMANA, type TipoExclusion } from '@farmasi/contracts/baranetos/dias-descuentos';
import { and, asc, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  barArticulos,
  barCategorias,
  barDepartamentos,
  barExclusionesDescuento,
  barSecciones,
  catSucursales,
  EMPRESA,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';
import { barDiasDescuento } from './tablas.ts';

/** 'Lunes, Miércoles' from the weekday columns. */
const nomDiaSemana = (row: Record<string, unknown>) =>
  DIAS_SEMANA.filter((d) => Number(row[d.campo]) > 0)
    .map((d) => d.nombre)
    .join(', ');

/** Promotions by code (0 all), branch (0 all) and validity on `hoy` (-1 all, 1 valid, 0 not valid). */
export const listarPromociones = async (
  db: Queryable,
  filtro: { id: number; sucursal: number; vigencia: number },
  hoy: string,
) => {
  const vigente = and(
    lte(barDiasDescuento.fechaVigenciaInicio, hoy),
    gte(barDiasDescuento.fechaVigenciaFinal, hoy),
  );
  const noVigente = or(
    sql`${barDiasDescuento.fechaVigenciaInicio} > ${hoy}`,
    lt(barDiasDescuento.fechaVigenciaFinal, hoy),
  );
  const rows = await db
    .select({ promocion: barDiasDescuento, sucursal: catSucursales.sucursal })
    .from(barDiasDescuento)
    .innerJoin(catSucursales, eq(catSucursales.codSucursal, barDiasDescuento.codSucursal))
    .where(
      and(
        filtro.id > 0 ? eq(barDiasDescuento.codPromocion, filtro.id) : undefined,
        filtro.sucursal > 0 ? eq(barDiasDescuento.codSucursal, filtro.sucursal) : undefined,
        filtro.vigencia === 1 ? vigente : filtro.vigencia === 0 ? noVigente : undefined,
      ),
    )
    .orderBy(desc(barDiasDescuento.fechaVigenciaInicio), asc(barDiasDescuento.codPromocion))
    .limit(5000);
  return rows.map(({ promocion: p, sucursal }) => ({
    codPromocion: p.codPromocion,
    nomPromocion: p.nomPromocion,
    codSucursal: p.codSucursal,
    sucursal,
    nomDiaSemana: nomDiaSemana(p),
    lunes: p.lunes,
    martes: p.martes,
    miercoles: p.miercoles,
    jueves: p.jueves,
    viernes: p.viernes,
    sabado: p.sabado,
    domingo: p.domingo,
    descuento: Number(p.descuento),
    fechaVigenciaInicio: p.fechaVigenciaInicio,
    fechaVigenciaFinal: p.fechaVigenciaFinal,
  }));
};

export const sucursalesBaranetos = (db: Queryable) =>
  db
    .select({ codSucursal: catSucursales.codSucursal, descripcion: catSucursales.sucursal })
    .from(catSucursales)
    .where(and(eq(catSucursales.idEmpresa, EMPRESA.baranetos), eq(catSucursales.activo, true)))
    .orderBy(...ordenEspanol(catSucursales.sucursal));

export const esSucursalBaranetos = async (db: Queryable, codSucursal: number) =>
  (await sucursalesBaranetos(db)).some((s) => s.codSucursal === codSucursal);

/** The department, section or category an exclusion names, with its description. */
export const elementoExcluible = async (db: Queryable, tipo: TipoExclusion, id: number) => {
  const [t, key, descripcion] =
    tipo === 'D'
      ? [barDepartamentos, barDepartamentos.idDepartamento, barDepartamentos.descripcion]
      : tipo === 'S'
        ? [barSecciones, barSecciones.idSeccion, barSecciones.descripcion]
        : [barCategorias, barCategorias.idCategoria, barCategorias.descripcion];
  const [row] = await db.select({ descripcion }).from(t).where(eq(key, id));
  return row;
};

export const exclusionActiva = async (db: Queryable, tipo: TipoExclusion, id: number) => {
  const [row] = await db
    .select()
    .from(barExclusionesDescuento)
    .where(
      and(
        eq(barExclusionesDescuento.tipo, tipo),
        eq(barExclusionesDescuento.id, id),
        eq(barExclusionesDescuento.estatus, 'A'),
      ),
    );
  return row;
};

const activa = (tipo: TipoExclusion) =>
  and(eq(barExclusionesDescuento.tipo, tipo), eq(barExclusionesDescuento.estatus, 'A'));

export const departamentosExcluidos = (db: Queryable, id: number) =>
  db
    .select({ idDepartamento: barDepartamentos.idDepartamento, departamento: barDepartamentos.descripcion })
    .from(barExclusionesDescuento)
    .innerJoin(barDepartamentos, eq(barDepartamentos.idDepartamento, barExclusionesDescuento.id))
    .where(and(activa('D'), id > 0 ? eq(barExclusionesDescuento.id, id) : undefined))
    .orderBy(...ordenEspanol(barDepartamentos.descripcion));

export const seccionesExcluidas = (db: Queryable, id: number) =>
  db
    .select({ idSeccion: barSecciones.idSeccion, seccion: barSecciones.descripcion })
    .from(barExclusionesDescuento)
    .innerJoin(barSecciones, eq(barSecciones.idSeccion, barExclusionesDescuento.id))
    .where(and(activa('S'), id > 0 ? eq(barExclusionesDescuento.id, id) : undefined))
    .orderBy(...ordenEspanol(barSecciones.descripcion));

export const categoriasExcluidas = (db: Queryable, id: number) =>
  db
    .select({ idCategoria: barCategorias.idCategoria, categoria: barCategorias.descripcion })
    .from(barExclusionesDescuento)
    .innerJoin(barCategorias, eq(barCategorias.idCategoria, barExclusionesDescuento.id))
    .where(and(activa('C'), id > 0 ? eq(barExclusionesDescuento.id, id) : undefined))
    .orderBy(...ordenEspanol(barCategorias.descripcion));

/** The article with its category, section and department ids and names. */
export const articuloConArbol = async (db: Queryable, codArticulo: number) => {
  const [row] = await db
    .select({
      codArticulo: barArticulos.codArticulo,
      descripcion: barArticulos.descripcion,
      idCategoria: barCategorias.idCategoria,
      categoria: barCategorias.descripcion,
      idSeccion: barSecciones.idSeccion,
      seccion: barSecciones.descripcion,
      idDepartamento: barDepartamentos.idDepartamento,
      departamento: barDepartamentos.descripcion,
    })
    .from(barArticulos)
    .innerJoin(barCategorias, eq(barCategorias.idCategoria, barArticulos.idCategoria))
    .innerJoin(barSecciones, eq(barSecciones.idSeccion, barCategorias.idSeccion))
    .innerJoin(barDepartamentos, eq(barDepartamentos.idDepartamento, barSecciones.idDepartamento))
    .where(eq(barArticulos.codArticulo, codArticulo));
  return row;
};

/** Promotions of the branch valid on the date whose weekday column is set, best discount first. */
export const promocionesDelDia = (db: Queryable, codSucursal: number, fecha: string, campo: string) =>
  db
    .select({
      codPromocion: barDiasDescuento.codPromocion,
      nomPromocion: barDiasDescuento.nomPromocion,
      descuento: barDiasDescuento.descuento,
    })
    .from(barDiasDescuento)
    .where(
      and(
        eq(barDiasDescuento.codSucursal, codSucursal),
        lte(barDiasDescuento.fechaVigenciaInicio, fecha),
        gte(barDiasDescuento.fechaVigenciaFinal, fecha),
        sql`${sql.identifier(campo)} > 0`,
      ),
    )
    .orderBy(desc(barDiasDescuento.descuento), asc(barDiasDescuento.codPromocion));
