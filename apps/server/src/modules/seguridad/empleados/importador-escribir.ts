import { eq, inArray, sql } from 'drizzle-orm';
import { empleados, webUsuarios } from '../../../db/schema/index.ts';
import { type AuditEntry, audit } from '../../../platform/audit.ts';
import { comparable } from '../../../platform/importacion/celdas.ts';
import type { Conteo, ContextoEscritura, FilaValida } from '../../../platform/importacion/tipos.ts';
import { PASSWORD_SIN_ASIGNAR } from '../../../platform/passwords.ts';
import { secuenciaAlMaximo } from '../../../platform/sql.ts';
import type { EmpleadoImportado } from './importador-tipos.ts';
import { type GrupoUsuarios, gruposPorNombre, usuariosDe } from './importador-verificar.ts';
import { empleadosSucursal } from './tablas.ts';

const datosEmpleado = (
  e: Pick<EmpleadoImportado, 'nombre' | 'apellidoPaterno' | 'apellidoMaterno' | 'activo'>,
) => ({
  nombre: e.nombre,
  apellidoPaterno: e.apellidoPaterno,
  apellidoMaterno: e.apellidoMaterno,
  activo: e.activo,
});
type DatosEmpleado = ReturnType<typeof datosEmpleado>;
const iguales = (a: DatosEmpleado, b: DatosEmpleado) =>
  a.nombre === b.nombre &&
  a.apellidoPaterno === b.apellidoPaterno &&
  a.apellidoMaterno === b.apellidoMaterno &&
  a.activo === b.activo;

/**
 * Writes a checked batch in the run's transaction: a new employee is inserted with his number (the
 * sequence is then moved past it), a changed one updated, an equal one left alone; the same for his
 * branch (an empty cell removes it) and his user (created without a usable password; its group
 * changed; never renamed nor removed). A new user of an administrators' group starts with every
 * screen, as `npm run create-admin` gives; in any other group, with none (groups hold no screens:
 * 'Asignación de permisos' grants them). Every change is audited, before → after.
 */
export const escribirEmpleados = async (
  { tx, actor }: ContextoEscritura,
  lote: readonly FilaValida<EmpleadoImportado>[],
): Promise<Conteo> => {
  const conteo: Conteo = { nuevos: 0, actualizados: 0, sinCambios: 0 };
  const codigos = lote.map((f) => f.valor.codEmpleado);
  const existentes = new Map(
    (await tx.select().from(empleados).where(inArray(empleados.codEmpleado, codigos))).map((e) => [
      e.codEmpleado,
      e,
    ]),
  );
  const sucursales = new Map(
    (await tx.select().from(empleadosSucursal).where(inArray(empleadosSucursal.codEmpleado, codigos))).map(
      (s) => [s.codEmpleado, s.codSucursal],
    ),
  );
  const conUsuario = lote.filter((f) => f.valor.usuario);
  const grupos = conUsuario.length ? await gruposPorNombre(tx) : new Map<string, GrupoUsuarios[]>();
  const usuarios = await usuariosDe(
    tx,
    conUsuario.map((f) => f.valor.codEmpleado),
    [],
  );
  const ahora = new Date();
  const auditoria: AuditEntry[] = [];
  let insertados = false;
  let administradores = false;

  for (const { valor: e } of lote) {
    const cod = e.codEmpleado;
    const antes = existentes.get(cod);
    const datos = datosEmpleado(e);
    let nuevo = false;
    let cambio = false;
    if (!antes) {
      await tx.insert(empleados).values({ codEmpleado: cod, ...datos, creadoPor: actor.idUsuario });
      auditoria.push({ tabla: 'empleados', clave: cod, despues: { codEmpleado: cod, ...datos } });
      insertados = nuevo = true;
    } else if (!iguales(datosEmpleado(antes), datos)) {
      await tx
        .update(empleados)
        .set({ ...datos, modificadoEn: ahora, modificadoPor: actor.idUsuario })
        .where(eq(empleados.codEmpleado, cod));
      auditoria.push({ tabla: 'empleados', clave: cod, antes: datosEmpleado(antes), despues: datos });
      cambio = true;
    }

    const sucursalAntes = sucursales.get(cod) ?? null;
    if (sucursalAntes !== e.codSucursal) {
      if (e.codSucursal === null)
        await tx.delete(empleadosSucursal).where(eq(empleadosSucursal.codEmpleado, cod));
      else
        await tx
          .insert(empleadosSucursal)
          .values({ codEmpleado: cod, codSucursal: e.codSucursal, creadoPor: actor.idUsuario })
          .onConflictDoUpdate({
            target: empleadosSucursal.codEmpleado,
            set: { codSucursal: e.codSucursal, modificadoEn: ahora, modificadoPor: actor.idUsuario },
          });
      auditoria.push({
        tabla: 'empleados_sucursal',
        clave: cod,
        antes: sucursalAntes === null ? undefined : { codSucursal: sucursalAntes },
        despues: e.codSucursal === null ? undefined : { codSucursal: e.codSucursal },
      });
      cambio = true;
    }

    if (e.usuario && e.grupo) {
      const [grupo] = grupos.get(comparable(e.grupo)) ?? [];
      // verificar found exactly one group by that name.
      if (!grupo) throw new Error(`El grupo ${e.grupo} no existe`);
      const suyo = usuarios.find(
        (u) => u.codEmpleado === cod && u.usuario.toLowerCase() === e.usuario!.toLowerCase(),
      );
      if (!suyo) {
        const [creado] = await tx
          .insert(webUsuarios)
          .values({
            usuario: e.usuario,
            passwordHash: PASSWORD_SIN_ASIGNAR,
            codEmpleado: cod,
            idWebUsuariosGrupos: grupo.id,
            creadoPor: actor.idUsuario,
          })
          .returning({ idUsuario: webUsuarios.idUsuario });
        auditoria.push({
          tabla: 'web_usuarios',
          clave: creado!.idUsuario,
          despues: { usuario: e.usuario, codEmpleado: cod, idWebUsuariosGrupos: grupo.id, sinPassword: true },
        });
        administradores ||= grupo.esAdministrador;
        nuevo ||= !antes;
        cambio = true;
      } else if (suyo.idWebUsuariosGrupos !== grupo.id) {
        await tx
          .update(webUsuarios)
          .set({ idWebUsuariosGrupos: grupo.id, modificadoEn: ahora, modificadoPor: actor.idUsuario })
          .where(eq(webUsuarios.idUsuario, suyo.idUsuario));
        auditoria.push({
          tabla: 'web_usuarios',
          clave: suyo.idUsuario,
          antes: { idWebUsuariosGrupos: suyo.idWebUsuariosGrupos },
          despues: { idWebUsuariosGrupos: grupo.id },
        });
        cambio = true;
      }
    }
    if (nuevo) conteo.nuevos++;
    else if (cambio) conteo.actualizados++;
    else conteo.sinCambios++;
  }

  if (insertados) await secuenciaAlMaximo(tx, 'empleados', 'cod_empleado');
  // Members of an administrators' group hold every screen (the function create-admin calls).
  if (administradores) await tx.execute(sql`select otorgar_menu_administradores()`);
  await audit(tx, actor, ...auditoria);
  return conteo;
};
