import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catEmpresas } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { CorteDia, CuentasEmpresa } from './polizas.ts';
import { polizasCuentasEmpresa } from './tablas.ts';

/** The companies of the Empresa list, by id. */
export const listarEmpresas = (db: Queryable) =>
  db
    .select({ idCatEmpresa: catEmpresas.idCatEmpresa, descripcion: catEmpresas.descripcion })
    .from(catEmpresas)
    .orderBy(asc(catEmpresas.idCatEmpresa));

/** The company's account and journal accounts; undefined when the company does not exist. */
export const cuentasDeEmpresa = async (
  db: Queryable,
  idCatEmpresa: number,
): Promise<CuentasEmpresa | undefined> => {
  const p = polizasCuentasEmpresa;
  const [fila] = await db
    .select({
      descripcion: catEmpresas.descripcion,
      cuenta: catEmpresas.cuenta,
      ivaTrasladado: sql<string>`coalesce(${p.ivaTrasladado}, '')`,
      costoVenta: sql<string>`coalesce(${p.costoVenta}, '')`,
      inventario: sql<string>`coalesce(${p.inventario}, '')`,
      descuentos: sql<string>`coalesce(${p.descuentos}, '')`,
      devoluciones: sql<string>`coalesce(${p.devoluciones}, '')`,
    })
    .from(catEmpresas)
    .leftJoin(p, eq(p.idCatEmpresa, catEmpresas.idCatEmpresa))
    .where(eq(catEmpresas.idCatEmpresa, idCatEmpresa));
  return fila;
};

const centavos = (columna: string) =>
  sql.raw(
    `round(c.${columna} * 100)::float8 as "${columna.replace(/_(\w)/g, (_, l: string) => l.toUpperCase())}"`,
  );

const IMPORTES = [
  'venta_tasa_gral',
  'venta_tasa0',
  'iva',
  'total',
  'costo',
  'descuento_tasa_gral',
  'descuento_tasa0',
  'devolucion_tasa_gral',
  'devolucion_tasa0',
  'devolucion_iva',
  'devolucion_total',
  'devolucion_costo',
];

/**
 * The company's day cuts in the period, by day then branch code, with each branch's chart accounts
 * ('' when none) and, for the sales póliza, the UUIDs of the day's invoices of the branch.
 */
export const cortesDelPeriodo = (
  db: Queryable,
  o: { idCatEmpresa: number; desde: string; hasta: string; conFacturas: boolean },
) =>
  rowsOf<CorteDia>(
    db,
    sql`select to_char(c.fecha, 'YYYY-MM-DD') as "fecha", c.cod_sucursal as "codSucursal", s.sucursal as "sucursal",
          coalesce(cc.cuenta_efectivo, '') as "cuentaEfectivo", coalesce(cc.cuenta_tasa_gral, '') as "cuentaTasaGral",
          coalesce(cc.cuenta_tasa0, '') as "cuentaTasa0",
          ${sql.join(IMPORTES.map(centavos), sql`, `)},
          ${
            o.conFacturas
              ? sql`coalesce((select array_agg(f.uuid order by f.serie, f.folio) from ventas_facturas f
                   where f.id_cat_empresa = c.id_cat_empresa and f.fecha = c.fecha and f.cod_sucursal = c.cod_sucursal), '{}')`
              : sql`'{}'::text[]`
          } as "uuids"
        from ventas_cortes c
        join cat_sucursales s on s.cod_sucursal = c.cod_sucursal
        left join cat_cuentas_contables cc on cc.cod_sucursal = c.cod_sucursal
        where c.id_cat_empresa = ${o.idCatEmpresa} and c.fecha between ${o.desde} and ${o.hasta}
        order by c.fecha, c.cod_sucursal`,
  );
