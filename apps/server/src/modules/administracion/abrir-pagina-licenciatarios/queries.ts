import { BUSQUEDA_MAX } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales } from '../../../db/schema/index.ts';
import { codigoExacto, contieneTexto, ordenEspanol } from '../../../platform/sql.ts';
import { licenciatariosUsuarios, licenciatariosUsuariosSucursales } from './tablas.ts';

/** Only licensee branches (propia 0) count as an account's branches, whatever the link table holds. */
export const sucursalesDe = async (db: Queryable, ids: number[]) => {
  if (ids.length === 0) return new Map<number, { codSucursal: number; sucursal: string }[]>();
  const rows = await db
    .select({
      idUsuario: licenciatariosUsuariosSucursales.idUsuario,
      codSucursal: catSucursales.codSucursal,
      sucursal: catSucursales.sucursal,
    })
    .from(licenciatariosUsuariosSucursales)
    .innerJoin(catSucursales, eq(catSucursales.codSucursal, licenciatariosUsuariosSucursales.codSucursal))
    .where(and(inArray(licenciatariosUsuariosSucursales.idUsuario, ids), eq(catSucursales.propia, 0)))
    .orderBy(asc(catSucursales.codSucursal));
  const porUsuario = new Map<number, { codSucursal: number; sucursal: string }[]>();
  for (const { idUsuario, ...s } of rows)
    porUsuario.set(idUsuario, [...(porUsuario.get(idUsuario) ?? []), s]);
  return porUsuario;
};

/**
 * Active licensee accounts by exact number, or by text inside the user name or the name
 * (without accents or case); the exact number first, then by name in Spanish order; at most BUSQUEDA_MAX.
 */
export const buscarLicenciatarios = async (db: Queryable, texto: string) => {
  const t = texto.trim();
  const numero = codigoExacto(t);
  const exacto: SQL = eq(licenciatariosUsuarios.idUsuario, numero);
  const cuentas = await db
    .select({
      idEmpleados: licenciatariosUsuarios.idUsuario,
      usuario: licenciatariosUsuarios.usuario,
      nombre: licenciatariosUsuarios.nombre,
    })
    .from(licenciatariosUsuarios)
    .where(
      and(
        eq(licenciatariosUsuarios.activo, true),
        or(
          exacto,
          contieneTexto(licenciatariosUsuarios.usuario, t),
          contieneTexto(licenciatariosUsuarios.nombre, t),
        ),
      ),
    )
    .orderBy(
      desc(exacto),
      ...ordenEspanol(licenciatariosUsuarios.nombre),
      asc(licenciatariosUsuarios.idUsuario),
    )
    .limit(BUSQUEDA_MAX);
  const sucursales = await sucursalesDe(
    db,
    cuentas.map((c) => c.idEmpleados),
  );
  return cuentas.map((c) => ({ ...c, sucursales: sucursales.get(c.idEmpleados) ?? [] }));
};

/** The active account with this number and user name (case-insensitive), or undefined. */
export const licenciatarioActivo = async (db: Queryable, idUsuario: number, usuario: string) => {
  const [row] = await db
    .select()
    .from(licenciatariosUsuarios)
    .where(
      and(
        eq(licenciatariosUsuarios.idUsuario, idUsuario),
        sql`lower(${licenciatariosUsuarios.usuario}) = ${usuario.trim().toLowerCase()}`,
        eq(licenciatariosUsuarios.activo, true),
      ),
    );
  return row;
};
