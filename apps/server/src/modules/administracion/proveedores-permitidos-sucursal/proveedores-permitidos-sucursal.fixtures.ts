import type { Relacion } from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { proveedoresPermitidosSucursal as r } from './tablas.ts';

export const B = '/administracion';
export type Opcion = { codigo: number; descripcion: string };

/** The app on its own database copy, an administrator's session and the screen's calls. */
export const abrirProveedoresPermitidos = async () => {
  const { app, db } = await createTestApp();
  const admin = await signIn(app, 'admin');
  const proveedores = async () => (await admin.get(`${B}/obtener-proveedores`)).json().data as Opcion[];
  const permitidas = async (proveedor: number, tipo: number) =>
    (await admin.get(`${B}/obtener-proveedores-permitidos/${proveedor}/${tipo}`)).json().data as Relacion[];
  const sinRelacionar = async (proveedor: number, tipo: number) =>
    (await admin.get(`${B}/obtener-sucursales/${proveedor}/${tipo}`)).json().data as Relacion[];
  const guardar = (filas: unknown) => admin.post(`${B}/guardar-sucursales/`, filas);
  const eliminar = (filas: unknown) => admin.post(`${B}/eliminar-relacion-sucursal/`, filas);
  /** The stored relations of a supplier (code → row). */
  const guardadas = async (codProveedor: number) =>
    new Map(
      (await db.select().from(r).where(eq(r.codProveedor, codProveedor))).map((f) => [f.codSucursal, f]),
    );
  /** The active pharmacy branches (code → propia). */
  const activas = async () =>
    new Map(
      (
        await db
          .select({ codSucursal: catSucursales.codSucursal, propia: catSucursales.propia })
          .from(catSucursales)
          .where(and(eq(catSucursales.activo, true), eq(catSucursales.idEmpresa, EMPRESA.farmacias)))
      ).map((s) => [s.codSucursal, s.propia]),
    );
  /** A supplier the demo relates to both own and licensee branches, and one it relates to none. */
  const ps = await proveedores();
  const conRelaciones = ps.find((p) => p.descripcion.startsWith('DISTRIBUIDORA DIFARMER'))!.codigo;
  const sinRelaciones = ps.find((p) => p.descripcion.startsWith('FARMACOS NACIONALES'))!.codigo;
  return {
    app,
    db,
    admin,
    proveedores,
    permitidas,
    sinRelacionar,
    guardar,
    eliminar,
    guardadas,
    activas,
    conRelaciones,
    sinRelaciones,
  };
};

/** A save row as the web sends it. */
export const fila = (
  codProveedor: number,
  codCliente: number,
  v: Partial<{ costoPorCaja: boolean; ivaIncluido: boolean; decimales: number }> = {},
) => ({ codProveedor, codCliente, costoPorCaja: false, ivaIncluido: false, decimales: 2, ...v });
