import {
  DECIMALES_INICIAL,
  TIPO_SUCURSAL,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { and, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catClientes,
  catProveedores,
  catSucursales,
  sucursalActivaDeFarmacias,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';
import { proveedoresPermitidosSucursal as r } from './tablas.ts';

const s = catSucursales;

/** The branch type filter (002 §2): 1 licensees (propia 0), 2 own (propia 1), 0 every branch. */
export const filtroTipo = (tipo: number): SQL | undefined =>
  tipo === TIPO_SUCURSAL.licenciatarios
    ? eq(s.propia, 0)
    : tipo === TIPO_SUCURSAL.propias
      ? eq(s.propia, 1)
      : undefined;

/**
 * The 'Cliente' column: the name of the customer the branch is (cat_clientes.cod_sucursal, unique; for
 * a licensee, the licensee's pharmacy and holder), or the branch's full name when it has no customer.
 * Read through a left join (selected columns are then always qualified).
 */
const cliente = sql<string>`coalesce(${catClientes.nombre}, ${s.nombre})`;
const suCliente = eq(catClientes.codSucursal, s.codSucursal);

/** The active suppliers as options (codigo, descripcion), in Spanish order. */
export const proveedoresActivos = (db: Queryable) =>
  db
    .select({ codigo: catProveedores.codProveedor, descripcion: catProveedores.nombre })
    .from(catProveedores)
    .where(eq(catProveedores.activo, true))
    .orderBy(...ordenEspanol(catProveedores.nombre));

export const proveedorActivo = async (db: Queryable, codProveedor: number) => {
  const [p] = await db
    .select({ codProveedor: catProveedores.codProveedor })
    .from(catProveedores)
    .where(and(eq(catProveedores.codProveedor, codProveedor), eq(catProveedores.activo, true)));
  return p !== undefined;
};

/** The supplier's related active pharmacy branches of the type, by branch name in Spanish order. */
export const relacionadas = async (db: Queryable, codProveedor: number, tipo: number) => {
  const filas = await db
    .select({
      codSucursal: s.codSucursal,
      sucursal: s.sucursal,
      nombre: cliente,
      propia: s.propia,
      costoPorCaja: r.costoPorCaja,
      ivaIncluido: r.ivaIncluido,
      decimales: r.decimales,
    })
    .from(r)
    .innerJoin(s, eq(s.codSucursal, r.codSucursal))
    .leftJoin(catClientes, suCliente)
    .where(and(eq(r.codProveedor, codProveedor), sucursalActivaDeFarmacias(), filtroTipo(tipo)))
    .orderBy(...ordenEspanol(s.sucursal), s.codSucursal);
  return filas.map((f) => ({
    codProveedor,
    codCliente: f.codSucursal,
    ...f,
    estaActivo: true,
    seleccionado: false,
  }));
};

/** Active pharmacy branches of the type not yet related to the supplier (the add modal's list). */
export const sinRelacionar = async (db: Queryable, codProveedor: number, tipo: number) => {
  const filas = await db
    .select({ codSucursal: s.codSucursal, sucursal: s.sucursal, nombre: cliente, propia: s.propia })
    .from(s)
    .leftJoin(catClientes, suCliente)
    .where(
      and(
        sucursalActivaDeFarmacias(),
        filtroTipo(tipo),
        notExists(
          db
            .select({ x: sql`1` })
            .from(r)
            .where(and(eq(r.codProveedor, codProveedor), eq(r.codSucursal, s.codSucursal))),
        ),
      ),
    )
    .orderBy(...ordenEspanol(s.sucursal), s.codSucursal);
  return filas.map((f) => ({
    codProveedor,
    codCliente: f.codSucursal,
    ...f,
    costoPorCaja: false,
    ivaIncluido: false,
    decimales: DECIMALES_INICIAL,
    estaActivo: false,
    seleccionado: false,
  }));
};

/** Of these branch codes, the active pharmacy branches (code → short name). */
export const sucursalesActivas = async (db: Queryable, codigos: number[]) => {
  if (!codigos.length) return new Map<number, string>();
  const filas = await db
    .select({ codSucursal: s.codSucursal, sucursal: s.sucursal })
    .from(s)
    .where(and(inArray(s.codSucursal, codigos), sucursalActivaDeFarmacias()));
  return new Map(filas.map((f) => [f.codSucursal, f.sucursal]));
};
