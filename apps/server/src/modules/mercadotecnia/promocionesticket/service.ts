import {
  claveOrdenPromociones,
  excedeAncho,
  type guardarPromocionDatos,
  promocionesTicketMessages as m,
  PROMOCION_TAMANO_MAXIMO,
  PROMOCION_TIPO,
  validarPromocion,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { catSucursales } from '../../../db/schema/index.ts';
import { borrarArchivo, guardarArchivo, tipoPermitido } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { leerBmp } from '../../../platform/bmp.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { enteros, numerarEnOrden } from '../../../platform/sql.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { listarPromociones, sucursalesDe, unaPromocion } from './queries.ts';
import { catPromocionesTicket as p, catPromocionesTicketSucursales as ps } from './tablas.ts';

const TABLA = 'cat_promociones_ticket';
/** One line's writes at a time: the order 1..n is read and written whole. */
const bloquearLinea = (tx: Queryable, idEmpresa: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TABLA}), ${idEmpresa})`);

/** The line's promotions renumbered 1..n in their present order (after a removal). */
const renumerar = (tx: Queryable, idEmpresa: number) =>
  tx.execute(sql`
    update ${p} set orden = r.n
    from (select ${p.idCatPromocionesTicket} as id,
                 row_number() over (order by ${p.orden}, ${p.idCatPromocionesTicket})::int as n
          from ${p} where ${p.idEmpresa} = ${idEmpresa}) r
    where ${p.idCatPromocionesTicket} = r.id and ${p.orden} <> r.n`);

/** A chosen image: a real BMP by its content (not its name), then at most 7 cm wide at 150 ppi. */
const revisarImagen = async (archivo: Omit<Subida, 'campos'>) => {
  if (!(await tipoPermitido(archivo.contenido, [PROMOCION_TIPO]))) throw new Rechazo(m.formatoBmp);
  const mapa = leerBmp(archivo.contenido);
  if (!mapa) throw new Rechazo(m.formatoBmp);
  if (excedeAncho(mapa.ancho)) throw new Rechazo(m.anchoMaximo);
  return mapa;
};

/**
 * Creates (id 0, placed last) or modifies a promotion of a line with the modal's checks in order,
 * then the row, its image and its branches in one transaction; a replaced image is removed with it.
 */
export const guardarPromocion = async (
  db: Database,
  actor: Actor,
  idEmpresa: number,
  datos: z.output<typeof guardarPromocionDatos>,
  archivo: Omit<Subida, 'campos'> | null,
) => {
  const id = datos.idCatPromocionesTicket;
  const antes = id > 0 ? await unaPromocion(db, idEmpresa, id) : undefined;
  if (id > 0 && !antes) throw new Rechazo(m.noEncontrada);
  const mapa = archivo ? await revisarImagen(archivo) : null;
  const sucursales = [...new Set(datos.sucursales)];
  const falla = validarPromocion({ ...datos, sucursales }, !!archivo);
  if (falla) throw new Rechazo(falla);
  const [activas] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(catSucursales)
    .where(
      and(
        sql`${catSucursales.codSucursal} = any(${enteros(sucursales)})`,
        eq(catSucursales.activo, true),
        eq(catSucursales.idEmpresa, idEmpresa),
      ),
    );
  if (activas?.n !== sucursales.length) throw new Rechazo(m.sucursalesInvalidas);

  return escribir(db, actor, async ({ tx, auditar }) => {
    await bloquearLinea(tx, idEmpresa);
    const idArchivo =
      archivo && mapa
        ? await guardarArchivo(tx, {
            ...archivo,
            tipos: [PROMOCION_TIPO],
            tamanoMaximo: PROMOCION_TAMANO_MAXIMO,
            publico: true,
            creadoPor: actor.idUsuario,
            mensajes: { tipo: m.formatoBmp, tamano: m.tamano },
          })
        : antes!.idArchivo;
    const valores = {
      fechaInicial: datos.fechaInicial,
      fechaFinal: datos.fechaFinal,
      idArchivo,
      ancho: mapa?.ancho ?? antes!.ancho,
      alto: mapa?.alto ?? antes!.alto,
    };
    let guardado = id;
    if (!antes) {
      const [creado] = await tx
        .insert(p)
        .values({
          ...valores,
          idEmpresa,
          orden: sql`(select coalesce(max(${p.orden}), 0) + 1 from ${p} where ${p.idEmpresa} = ${idEmpresa})`,
          creadoPor: actor.idUsuario,
        })
        .returning({ id: p.idCatPromocionesTicket });
      if (!creado) throw new Error('La promoción no se insertó');
      guardado = creado.id;
    } else {
      await tx
        .update(p)
        .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
        .where(eq(p.idCatPromocionesTicket, id));
      await tx.delete(ps).where(eq(ps.idCatPromocionesTicket, id));
      if (antes.idArchivo !== idArchivo) await borrarArchivo(tx, antes.idArchivo);
    }
    await tx
      .insert(ps)
      .values(sucursales.map((codSucursal) => ({ idCatPromocionesTicket: guardado, codSucursal })));
    await auditar({
      tabla: TABLA,
      clave: guardado,
      antes: antes ? { ...antes, sucursales: await sucursalesDe(tx, id) } : undefined,
      despues: { ...valores, sucursales },
    });
    const [promocion] = await listarPromociones(tx, idEmpresa, guardado);
    if (!promocion) throw new Error('La promoción no se guardó');
    return respuesta(
      { ...promocion, sucursales: await sucursalesDe(tx, guardado) },
      antes ? m.actualizada : m.guardada,
    );
  });
};

/** Removes a promotion, its branches and its image; the rest are renumbered 1..n. */
export const eliminarPromocion = (db: Database, actor: Actor, idEmpresa: number, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    await bloquearLinea(tx, idEmpresa);
    const antes = await unaPromocion(tx, idEmpresa, id);
    if (!antes) throw new Rechazo(m.noEncontrada);
    await tx.delete(p).where(eq(p.idCatPromocionesTicket, id));
    await borrarArchivo(tx, antes.idArchivo);
    await renumerar(tx, idEmpresa);
    await auditar({ tabla: TABLA, clave: id, antes });
    return respuesta(await listarPromociones(tx, idEmpresa), m.eliminada);
  });

/** Stores the line's order: the list must hold exactly its promotions; renumbered 1..n by `orden`. */
export const actualizarOrden = (
  db: Database,
  actor: Actor,
  idEmpresa: number,
  lista: { idCatPromocionesTicket: number; orden: number }[],
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    await bloquearLinea(tx, idEmpresa);
    const actuales = await listarPromociones(tx, idEmpresa);
    const ids = new Set(lista.map((x) => x.idCatPromocionesTicket));
    if (
      ids.size !== lista.length ||
      ids.size !== actuales.length ||
      actuales.some((a) => !ids.has(a.idCatPromocionesTicket))
    )
      throw new Rechazo(m.ordenIncompleto);
    const enOrden = [...lista].sort((a, b) => a.orden - b.orden).map((x) => x.idCatPromocionesTicket);
    await numerarEnOrden(tx, p, { id: p.idCatPromocionesTicket, orden: p.orden }, enOrden);
    await auditar({
      tabla: TABLA,
      clave: claveOrdenPromociones(idEmpresa),
      antes: { orden: actuales.map((a) => a.idCatPromocionesTicket) },
      despues: { orden: enOrden },
    });
    return respuesta(await listarPromociones(tx, idEmpresa), m.ordenGuardado);
  });
