import {
  fallaSucursal,
  type GuardarSucursal,
  sistemaV20Messages as m,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { formatoFechaHora, hoy } from '../../../platform/fechas.ts';
import { duenoDelPrefijo, sistemasActivos, sucursalActiva, sucursalV20 } from './queries.ts';
import {
  sucursalesV20SolicitudesArticulos as solicitudes,
  sucursalesV20,
  sucursalesV20Sistemas,
} from './tablas.ts';

/**
 * guardar-sucursal: a branch not on the new system is added with the productive version of every
 * active system (what an installation puts there), in one transaction with its audit; a branch
 * already on it keeps its versions and takes the new date, prefix and phone. The form's checks run
 * again here (install date not after today in Mexico City), then the branch must be an active
 * pharmacy branch and the prefix nobody else's.
 */
export const guardarSucursal = async (
  db: Database,
  actor: Actor,
  body: GuardarSucursal,
  ahora = new Date(),
) => {
  const falla = fallaSucursal(body, hoy(ahora));
  if (falla) throw new Rechazo(falla.message);
  const sucursal = await sucursalActiva(db, body.codSucursal);
  if (!sucursal) throw new Rechazo(m.sucursalNoExiste);
  const dueno = await duenoDelPrefijo(db, body.prefijo, body.codSucursal);
  if (dueno) throw new Rechazo(m.prefijoDuplicado(body.prefijo, `${dueno.codSucursal} - ${dueno.sucursal}`));
  const sistemas = await sistemasActivos(db);
  const datos = { fechaInstalacion: body.fecha, prefijo: body.prefijo, telefono: body.telefono };

  const nueva = await escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      const [antes] = await tx
        .select()
        .from(sucursalesV20)
        .where(eq(sucursalesV20.codSucursal, body.codSucursal))
        .for('update');
      if (antes) {
        const [despues] = await tx
          .update(sucursalesV20)
          .set({ ...datos, modificadoEn: ahora, modificadoPor: actor.idUsuario })
          .where(eq(sucursalesV20.codSucursal, body.codSucursal))
          .returning();
        await auditar({ tabla: 'sucursales_v20', clave: body.codSucursal, antes, despues });
        return false;
      }
      const [despues] = await tx
        .insert(sucursalesV20)
        .values({ codSucursal: body.codSucursal, ...datos, creadoPor: actor.idUsuario })
        .returning();
      const enlaces = sistemas.length
        ? await tx
            .insert(sucursalesV20Sistemas)
            .values(
              sistemas.map((s) => ({
                codSucursal: body.codSucursal,
                idCatSistemas: s.idCatSistemas,
                versionProductiva: s.versionProductivaXml,
                creadoPor: actor.idUsuario,
              })),
            )
            .returning()
        : [];
      await auditar(
        { tabla: 'sucursales_v20', clave: body.codSucursal, despues },
        ...enlaces.map((e) => ({
          tabla: 'sucursales_v20_sistemas',
          clave: `${e.codSucursal}-${e.idCatSistemas}`,
          despues: e,
        })),
      );
      return true;
    },
    { duplicado: m.prefijoEnUso },
  );
  const fila = await sucursalV20(db, body.codSucursal, ahora);
  return { fila: fila!, nueva };
};

/**
 * eliminar-sucursal: the branch leaves the new system with its versions; a pending article update
 * is cancelled (the request history stays). One transaction with its audit.
 */
export const eliminarSucursal = (db: Database, actor: Actor, codSucursal: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const enlaces = await tx
      .delete(sucursalesV20Sistemas)
      .where(eq(sucursalesV20Sistemas.codSucursal, codSucursal))
      .returning();
    const [antes] = await tx
      .delete(sucursalesV20)
      .where(eq(sucursalesV20.codSucursal, codSucursal))
      .returning();
    if (!antes) throw new Rechazo(m.noEstaEnSistema);
    const canceladas = await tx
      .update(solicitudes)
      .set({ estatus: 'C' })
      .where(and(eq(solicitudes.codSucursal, codSucursal), eq(solicitudes.estatus, 'P')))
      .returning();
    await auditar(
      { tabla: 'sucursales_v20', clave: codSucursal, antes },
      ...enlaces.map((e) => ({
        tabla: 'sucursales_v20_sistemas',
        clave: `${e.codSucursal}-${e.idCatSistemas}`,
        antes: e,
      })),
      ...canceladas.map((s) => ({
        tabla: 'sucursales_v20_solicitudes_articulos',
        clave: s.idSolicitud,
        antes: { ...s, estatus: 'P' },
        despues: s,
      })),
    );
    return { codSucursal };
  });

/**
 * actualizar-articulos-sucursal: records a request, by the session's user, that the branch's point
 * of sale download the article catalogue again at its next connection. One pending at a time: a
 * second one is refused naming when the first was asked (the unique index decides between two
 * users asking at once).
 */
export const solicitarArticulos = async (
  db: Database,
  actor: Actor,
  codSucursal: number,
  ahora = new Date(),
) => {
  const fila = await sucursalV20(db, codSucursal, ahora);
  if (!fila) throw new Rechazo(m.noEstaEnSistema);
  if (fila.articulosPendientes)
    throw new Rechazo(m.articulosPendiente(formatoFechaHora(new Date(fila.fechaSolicitudArticulos))));
  await escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      const [nueva] = await tx
        .insert(solicitudes)
        .values({ codSucursal, solicitadoPor: actor.idUsuario, solicitadoEn: ahora })
        .returning();
      await auditar({
        tabla: 'sucursales_v20_solicitudes_articulos',
        clave: nueva!.idSolicitud,
        despues: nueva,
      });
    },
    { duplicado: m.articulosYaPendiente },
  );
  const despues = await sucursalV20(db, codSucursal, ahora);
  return {
    codSucursal,
    fechaSolicitudArticulos: despues!.fechaSolicitudArticulos,
    usuarioSolicitudArticulos: despues!.usuarioSolicitudArticulos,
  };
};
