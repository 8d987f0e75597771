import type { Contacto, CuentaBanco, MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { and, eq, sql } from 'drizzle-orm';
import type { createTestApp } from '../../../../test/app.ts';
import type { signIn } from '../../../../test/session.ts';
import { auditoria } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';

export const B = '/contactoProveedor';

type Db = Awaited<ReturnType<typeof createTestApp>>['db'];
type Sesion = Awaited<ReturnType<typeof signIn>>;

/** A valid contact for a brand's supplier, with what a test changes. */
export const contactoValido = (idDet: number, o: Record<string, unknown> = {}) => ({
  idCatProveedoresMarcasDetContacto: 0,
  idCatProveedoresMarcasAreas: 1,
  idCatProveedoresMarcasDet: idDet,
  cargoDeArea: 'Gerente de cobranza',
  nombreContacto: 'Lucía Ramírez Peña',
  correo: 'lucia.ramirez@proveedor.com.mx',
  telefono: '5512345678',
  ...o,
});

export const cuentaValida = (idDet: number, o: Record<string, unknown> = {}) => ({
  idCatProveedoresMarcasCuentas: 0,
  idCatProveedoresMarcasDet: idDet,
  banco: 12,
  cuenta: '012180001234567899',
  nombreCuenta: 'Cuenta de pagos',
  cuentaPrincipal: false,
  ...o,
});

/** The screen's calls for the admin's session, and reads of what was stored. */
export const llamadasContacto = (admin: Sesion, db: Db) => ({
  filas: async () => (await admin.get(`${B}/marcasYProveedores`)).json().data as MarcaProveedor[],
  contactos: async (idDet: number, id = 0) =>
    (await admin.get(`${B}/ContactosPorIdMarca/${idDet}/${id}`)).json() as {
      value: boolean;
      message: string;
      data: Contacto[];
    },
  cuentas: async (idDet: number, id = 0) =>
    (await admin.get(`${B}/BancosPorIdMarca/${idDet}/${id}`)).json() as {
      value: boolean;
      message: string;
      data: CuentaBanco[];
    },
  guardarContacto: async (body: unknown) => (await admin.post(`${B}/GuardarDatosContacto`, body)).json(),
  guardarCuenta: async (body: unknown) => (await admin.post(`${B}/GuardarDatosCuentaBanco`, body)).json(),
  /** Audit rows of a table and key, oldest first. */
  auditado: (tabla: string, clave: number) =>
    db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, tabla), eq(auditoria.clave, String(clave))))
      .orderBy(auditoria.id),
  principales: async (idDet: number) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from cat_proveedores_marcas_cuentas
             where id_cat_proveedores_marcas_det = ${idDet} and cuenta_principal`,
      )
    )[0]!,
});
