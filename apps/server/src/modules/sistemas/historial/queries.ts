import { HISTORIAL_POR_PAGINA } from '@farmasi/contracts/sistemas/historial';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { auditoria, empleados, webUsuarios } from '../../../db/schema/index.ts';
import { cambiosDe, tipoDe } from './cambios.ts';

/**
 * One page of a record's audit entries (in one or more tables under the same key), newest first (by id: the order they were written in), with
 * the user's sign-in and employee name. Reads by (tabla, clave), which the auditoria index covers.
 */
export const paginaDeHistorial = async (
  db: Queryable,
  {
    tablas,
    clave,
    pagina,
    soloDe,
  }: { tablas: readonly string[]; clave: string; pagina: number; soloDe?: number | undefined },
) => {
  const delRegistro = and(
    inArray(auditoria.tabla, [...tablas]),
    eq(auditoria.clave, clave),
    // A screen whose rows are split by line: only what its own routes wrote (platform/historial.ts).
    soloDe === undefined ? undefined : eq(auditoria.pantalla, soloDe),
  );
  const [filas, [total]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        fecha: auditoria.fecha,
        antes: auditoria.antes,
        despues: auditoria.despues,
        usuario: webUsuarios.usuario,
        nombre: empleados.nombre,
        paterno: empleados.apellidoPaterno,
        materno: empleados.apellidoMaterno,
      })
      .from(auditoria)
      .leftJoin(webUsuarios, eq(webUsuarios.idUsuario, auditoria.idUsuario))
      .leftJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado))
      .where(delRegistro)
      .orderBy(desc(auditoria.id))
      .limit(HISTORIAL_POR_PAGINA)
      .offset((pagina - 1) * HISTORIAL_POR_PAGINA),
    db.select({ n: count() }).from(auditoria).where(delRegistro),
  ]);
  return {
    entradas: filas.map((f) => ({
      id: f.id,
      fecha: f.fecha.toISOString(),
      usuario: f.usuario ?? '',
      nombre: [f.nombre, f.paterno, f.materno].filter(Boolean).join(' '),
      tipo: tipoDe(f.antes, f.despues),
      cambios: cambiosDe(f.antes, f.despues),
    })),
    totalRegistros: total?.n ?? 0,
    pagina,
    porPagina: HISTORIAL_POR_PAGINA,
  };
};
