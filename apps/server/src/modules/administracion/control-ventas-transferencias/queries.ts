import { descripcionEstatus } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales, empleados, webUsuarios } from '../../../db/schema/index.ts';
import { controlVentasTransferencias } from './tablas.ts';

/** The screen shows the most recent permissions; older ones stay in the table. */
export const LISTA_MAX = 1000;

const columns = {
  codSucursal: controlVentasTransferencias.codSucursal,
  sucursal: catSucursales.sucursal,
  nombre: sql<string>`trim(${empleados.nombre} || ' ' || ${empleados.apellidoPaterno} || ' ' || ${empleados.apellidoMaterno})`,
  fecha: controlVentasTransferencias.fecha,
  fechaVenta: controlVentasTransferencias.fechaVenta,
  estatus: controlVentasTransferencias.estatus,
};

const toDto = (r: {
  codSucursal: number;
  sucursal: string;
  nombre: string;
  fecha: Date;
  fechaVenta: Date | null;
  estatus: string;
}) => ({
  ...r,
  fecha: r.fecha.toISOString(),
  fechaVenta: r.fechaVenta?.toISOString() ?? null,
  descripcionEstatus: descripcionEstatus[r.estatus] ?? r.estatus,
});

const base = (db: Queryable) =>
  db
    .select(columns)
    .from(controlVentasTransferencias)
    .innerJoin(catSucursales, eq(catSucursales.codSucursal, controlVentasTransferencias.codSucursal))
    .innerJoin(webUsuarios, eq(webUsuarios.idUsuario, controlVentasTransferencias.codUsuario))
    .innerJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado));

export const listarVentasTransferencias = async (db: Queryable) =>
  (
    await base(db)
      .orderBy(
        desc(controlVentasTransferencias.fecha),
        desc(controlVentasTransferencias.idControlVentasTransferencias),
      )
      .limit(LISTA_MAX)
  ).map(toDto);

export const buscarVentaTransferencia = async (db: Queryable, id: number) => {
  const [row] = await base(db).where(eq(controlVentasTransferencias.idControlVentasTransferencias, id));
  return row ? toDto(row) : undefined;
};
