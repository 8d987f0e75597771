import {
  EMPLEADOS_LIMITE,
  type EmpleadoUsuario,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { codigoExacto, contieneTexto, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import type { Opcion } from './arbol.ts';
import type { Arbol } from './menus.ts';

export const leerOpciones = (db: Queryable, arbol: Arbol) =>
  rowsOf<Opcion>(
    db,
    sql`select id, parentid, name, icon, ${arbol.esWeb ? sql.raw('url') : sql`null::text`} as url
        from ${sql.identifier(arbol.menu)} order by orden, id`,
  );

export const leerPermisos = async (db: Queryable, arbol: Arbol, idUsuario: number) =>
  (
    await rowsOf<{ id: number }>(
      db,
      sql`select id_menu as id from ${sql.identifier(arbol.permisos)} where id_usuario = ${idUsuario}
          order by id_menu`,
    )
  ).map((r) => r.id);

/**
 * The web user if it and its employee are active. With `bloquear`, the row is locked until the
 * transaction ends, so two saves for one user run one after the other.
 */
export const usuarioActivo = async (db: Queryable, idUsuario: number, bloquear = false) => {
  const [row] = await rowsOf<{ idUsuario: number }>(
    db,
    sql`select u.id_usuario as "idUsuario" from web_usuarios u
        join empleados e on e.cod_empleado = u.cod_empleado
        where u.id_usuario = ${idUsuario} and u.activo and e.activo
        ${bloquear ? sql`for update of u` : sql``}`,
  );
  return row;
};

export const reemplazarPermisos = async (db: Queryable, arbol: Arbol, idUsuario: number, ids: number[]) => {
  const tabla = sql.identifier(arbol.permisos);
  await db.execute(sql`delete from ${tabla} where id_usuario = ${idUsuario}`);
  if (ids.length === 0) return;
  await db.execute(
    sql`insert into ${tabla} (id_usuario, id_menu) values ${sql.join(
      ids.map((id) => sql`(${idUsuario}, ${id})`),
      sql`, `,
    )}`,
  );
};

/** Active employees with an active web user: the exact code first, then the name containing the text. */
export const buscarEmpleadosUsuario = (db: Queryable, texto: string) => {
  const t = texto.trim();
  const nombre = sql`trim(e.nombre || ' ' || e.apellido_paterno || ' ' || e.apellido_materno)`;
  return rowsOf<EmpleadoUsuario>(
    db,
    sql`select e.cod_empleado as "codEmpleado", ${nombre} as nombre, u.id_usuario as "idWebUsuarios"
        from empleados e join web_usuarios u on u.cod_empleado = e.cod_empleado
        where e.activo and u.activo
          and (e.cod_empleado = ${codigoExacto(t)} or ${contieneTexto(nombre, t)})
        order by (e.cod_empleado = ${codigoExacto(t)}) desc, ${ordenEspanolSql(nombre)}, 3 limit ${EMPLEADOS_LIMITE}`,
  );
};
