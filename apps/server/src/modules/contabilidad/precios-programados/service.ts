import {
  fallaPrecios,
  type GuardarPrecios,
  preciosProgramadosMessages as m,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { hoy } from '../../../platform/fechas.ts';
import { aplicarPreciosProgramados } from './aplicar.ts';
import { preciosDelProveedor, proveedorActivo } from './queries.ts';
import { preciosProgramados } from './tablas.ts';

/**
 * Schedules the changed rows (002 §7 preciosProgramadosGuardar): the supplier must be active and
 * every row one of its cost rows; the spec's checks in order; a new schedule replaces the row's
 * pending one. One transaction; a row starting today is applied at once by the job's function.
 */
export const guardarPrecios = async (
  db: Database,
  actor: Actor,
  body: GuardarPrecios,
  ahora = new Date(),
) => {
  if (!(await proveedorActivo(db, body.codProveedor))) throw new Rechazo(m.proveedorNoExiste);
  const filas = new Map(
    (await preciosDelProveedor(db, body.codProveedor, 0)).map((f) => [
      f.idCatArticulosProveedoresCostosEnc,
      f,
    ]),
  );
  const ids = body.datosPrecios.map((d) => d.idCatArticulosProveedoresCostosEnc);
  if (new Set(ids).size !== ids.length) throw new Rechazo(m.repetido);
  const cambios = body.datosPrecios.map((d) => {
    const fila = filas.get(d.idCatArticulosProveedoresCostosEnc);
    if (!fila) throw new Rechazo(m.articuloDeOtro);
    return {
      ...d,
      descripcion: fila.descripcion,
      costoActual: fila.costoActual,
      precioPublicoActual: fila.precioPublicoActual,
    };
  });
  const falla = fallaPrecios(cambios, hoy(ahora));
  if (falla) throw new Rechazo(falla);

  await db.transaction(async (tx) => {
    // The pending schedules this save replaces: each row's history shows them before → after.
    const reemplazados = ids.length
      ? await tx
          .select()
          .from(preciosProgramados)
          .where(
            and(
              eq(preciosProgramados.estatus, 'P'),
              inArray(preciosProgramados.idCatArticulosProveedoresCostosEnc, ids),
            ),
          )
      : [];
    if (ids.length)
      await tx
        .update(preciosProgramados)
        .set({ estatus: 'R', modificadoEn: ahora, modificadoPor: actor.idUsuario })
        .where(
          and(
            eq(preciosProgramados.estatus, 'P'),
            inArray(preciosProgramados.idCatArticulosProveedoresCostosEnc, ids),
          ),
        );
    const nuevos = await tx
      .insert(preciosProgramados)
      .values(
        cambios.map((c) => ({
          idCatArticulosProveedoresCostosEnc: c.idCatArticulosProveedoresCostosEnc,
          costoNuevo: c.nuevoCosto.toFixed(4),
          precioPublicoNuevo: c.precioPublico.toFixed(2),
          fechaInicio: c.fechaInicio,
          creadoPor: actor.idUsuario,
        })),
      )
      .returning();
    // Keyed by the cost row (the screen's row), not by the schedule: a save makes a new schedule,
    // and the row's 'Historial' reads every one of them (issue 29).
    const previo = new Map(reemplazados.map((r) => [r.idCatArticulosProveedoresCostosEnc, r]));
    await audit(
      tx,
      actor,
      ...nuevos.map((n) => ({
        tabla: 'precios_programados',
        clave: n.idCatArticulosProveedoresCostosEnc,
        antes: previo.get(n.idCatArticulosProveedoresCostosEnc),
        despues: n,
      })),
    );
  });
  const aplicadosHoy = await aplicarPreciosProgramados(db, ahora);
  return { guardados: cambios.length, aplicadosHoy };
};
