import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales, webUsuarios, webUsuariosGrupos } from '../../../db/schema/index.ts';
import { comparable } from '../../../platform/importacion/celdas.ts';
import type { ErrorFila, FilaValida } from '../../../platform/importacion/tipos.ts';
import { C, type EmpleadoImportado, empleadosMsg as m } from './importador-tipos.ts';

export interface GrupoUsuarios {
  id: number;
  nombre: string;
  esAdministrador: boolean;
}

/** The user groups by their comparable name (accents, case and blanks aside); a name held by two, both. */
export const gruposPorNombre = async (db: Queryable) => {
  const grupos = new Map<string, GrupoUsuarios[]>();
  for (const g of await db
    .select({
      id: webUsuariosGrupos.idWebUsuariosGrupos,
      nombre: webUsuariosGrupos.nombre,
      esAdministrador: webUsuariosGrupos.esAdministrador,
    })
    .from(webUsuariosGrupos)) {
    const clave = comparable(g.nombre);
    grupos.set(clave, [...(grupos.get(clave) ?? []), g]);
  }
  return grupos;
};

/** The web users of these employees, and those holding these sign-in names, with their group's kind. */
export const usuariosDe = async (db: Queryable, codigos: number[], nombres: string[]) => {
  if (!codigos.length && !nombres.length) return [];
  const porCodigo = codigos.length ? inArray(webUsuarios.codEmpleado, codigos) : sql`false`;
  const porNombre = nombres.length
    ? inArray(
        sql`lower(${webUsuarios.usuario})`,
        nombres.map((n) => n.toLowerCase()),
      )
    : sql`false`;
  return db
    .select({
      idUsuario: webUsuarios.idUsuario,
      usuario: webUsuarios.usuario,
      codEmpleado: webUsuarios.codEmpleado,
      idWebUsuariosGrupos: webUsuarios.idWebUsuariosGrupos,
      esAdministrador: sql<boolean>`coalesce(${webUsuariosGrupos.esAdministrador}, false)`,
    })
    .from(webUsuarios)
    .leftJoin(webUsuariosGrupos, eq(webUsuariosGrupos.idWebUsuariosGrupos, webUsuarios.idWebUsuariosGrupos))
    .where(sql`${porCodigo} or ${porNombre}`)
    .orderBy(webUsuarios.idUsuario);
};

/**
 * A batch against the file's earlier rows (`vistas`: a sign-in name once) and
 * the database: the branch exists and is active, the group exists (one by that name), the sign-in
 * name is not another employee's, an employee's existing user is not renamed, and an existing user
 * is not moved into or out of an administrators' group by a file.
 */
export const verificarEmpleados = async (
  db: Queryable,
  lote: readonly FilaValida<EmpleadoImportado>[],
  vistas: Set<string>,
): Promise<ErrorFila[]> => {
  const errores: ErrorFila[] = [];
  const error = (linea: number, campo: string, razon: string) => errores.push({ linea, campo, razon });
  // A repeated employee number is the framework's (a key seen in the file); a sign-in name, ours.
  for (const { linea, valor: e } of lote) {
    if (!e.usuario) continue;
    const usuario = `usuario:${e.usuario.toLowerCase()}`;
    if (vistas.has(usuario)) error(linea, C.usuario, m.usuarioRepetido.replace('{usuario}', e.usuario));
    vistas.add(usuario);
  }

  const sucursales = [...new Set(lote.flatMap((f) => (f.valor.codSucursal ? [f.valor.codSucursal] : [])))];
  const activas = new Set(
    sucursales.length
      ? (
          await db
            .select({ c: catSucursales.codSucursal })
            .from(catSucursales)
            .where(and(inArray(catSucursales.codSucursal, sucursales), eq(catSucursales.activo, true)))
        ).map((r) => r.c)
      : [],
  );
  const conUsuario = lote.filter((f) => f.valor.usuario);
  const grupos = conUsuario.length ? await gruposPorNombre(db) : new Map<string, GrupoUsuarios[]>();
  const usuarios = await usuariosDe(
    db,
    conUsuario.map((f) => f.valor.codEmpleado),
    conUsuario.map((f) => f.valor.usuario!),
  );

  for (const { linea, valor: e } of lote) {
    if (e.codSucursal && !activas.has(e.codSucursal))
      error(linea, C.sucursal, m.sucursalNoExiste.replace('{codigo}', String(e.codSucursal)));
    if (!e.usuario || !e.grupo) continue;
    const delGrupo = grupos.get(comparable(e.grupo)) ?? [];
    if (delGrupo.length !== 1)
      error(linea, C.grupo, (delGrupo.length ? m.grupoAmbiguo : m.grupoNoExiste).replace('{grupo}', e.grupo));
    const login = e.usuario.toLowerCase();
    const conEseNombre = usuarios.find((u) => u.usuario.toLowerCase() === login);
    if (conEseNombre && conEseNombre.codEmpleado !== e.codEmpleado) {
      error(
        linea,
        C.usuario,
        m.usuarioDeOtro.replace('{usuario}', e.usuario).replace('{codigo}', String(conEseNombre.codEmpleado)),
      );
      continue;
    }
    const suyo = usuarios.find((u) => u.codEmpleado === e.codEmpleado);
    if (suyo && !conEseNombre) {
      error(linea, C.usuario, m.otroUsuario.replace('{usuario}', suyo.usuario));
      continue;
    }
    const grupo = delGrupo[0];
    if (
      conEseNombre &&
      grupo &&
      delGrupo.length === 1 &&
      grupo.esAdministrador !== conEseNombre.esAdministrador
    )
      error(linea, C.grupo, m.grupoAdministradores.replace('{usuario}', conEseNombre.usuario));
  }
  return errores;
};
