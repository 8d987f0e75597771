import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import {
  BANNER_TAMANO_MAXIMO,
  BANNER_TIPOS,
  CON_FECHAS,
  CON_FECHAS_REGLADAS,
  type guardarBannerDatos,
  bannersMessages as m,
  validarBanner,
} from '@farmasi/contracts/mercadotecnia/banners';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { archivos } from '../../../db/schema/index.ts';
import { borrarArchivo, guardarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { numerarEnOrden } from '../../../platform/sql.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { bannersDeSeccion, unBanner } from './queries.ts';
import { catBanners as b } from './tablas.ts';

const TABLA = 'cat_banners';

/** One section and device's writes at a time: its order 1..n is read and written whole. */
const bloquearSeccion = (tx: Queryable, tipoBanner: string, tipo: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TABLA}), hashtext(${`${tipoBanner}/${tipo}`}))`);

const renumerar = (tx: Queryable, tipoBanner: string, tipo: string) =>
  tx.execute(sql`
    update ${b} set orden = r.n
    from (select ${b.idCatBanners} as id, row_number() over (order by ${b.orden}, ${b.idCatBanners})::int as n
          from ${b} where ${b.tipoBanner} = ${tipoBanner} and ${b.tipo} = ${tipo}) r
    where ${b.idCatBanners} = r.id and ${b.orden} <> r.n`);

const siguiente = (tipoBanner: string, tipo: string) =>
  sql`(select coalesce(max(${b.orden}), 0) + 1 from ${b} where ${b.tipoBanner} = ${tipoBanner} and ${b.tipo} = ${tipo})`;

/** An image checked by content and size; any refusal is the spec's one text. */
export const guardarImagenBanner = (tx: Queryable, actor: Actor, archivo: Omit<Subida, 'campos'>) =>
  guardarArchivo(tx, {
    ...archivo,
    tipos: BANNER_TIPOS,
    tamanoMaximo: BANNER_TAMANO_MAXIMO,
    publico: true,
    creadoPor: actor.idUsuario,
    mensajes: { tipo: m.imagen, tamano: m.imagen },
  });

/** The dates a type keeps (001 §5): C1 may have none, E and O must; the rest get the sentinel. */
const fechasDe = (tipoBanner: string, inicio: string, fin: string) =>
  CON_FECHAS.includes(tipoBanner) && inicio && fin
    ? { fechaVigenciaInicio: inicio, fechaVigenciaFin: fin }
    : { fechaVigenciaInicio: SENTINEL_DATE, fechaVigenciaFin: SENTINEL_DATE };

/**
 * Creates (id 0: visible, last of its section and device) or modifies a banner; a modified banner
 * keeps its section and device. The image first (500 KB), then the modal's checks in order.
 */
export const guardarBanner = async (
  db: Database,
  actor: Actor,
  datos: z.output<typeof guardarBannerDatos>,
  archivo: Omit<Subida, 'campos'> | null,
) => {
  const antes = datos.idCatBanners > 0 ? await unBanner(db, datos.idCatBanners) : undefined;
  if (datos.idCatBanners > 0 && !antes) throw new Rechazo(m.noEncontrado);
  const tipoBanner = antes?.tipoBanner ?? datos.tipoBanner;
  const tipo = antes?.tipo ?? datos.tipo;
  if (archivo && archivo.contenido.length > BANNER_TAMANO_MAXIMO) throw new Rechazo(m.imagen);
  const falla = validarBanner({ ...datos, tipoBanner }, !!archivo || !!antes);
  if (falla) throw new Rechazo(falla);
  const valores = {
    ...fechasDe(tipoBanner, datos.fechaVigenciaInicio, datos.fechaVigenciaFin),
    url: datos.url.trim(),
  };
  return escribir(db, actor, async ({ tx, auditar }) => {
    await bloquearSeccion(tx, tipoBanner, tipo);
    const idArchivo = archivo ? await guardarImagenBanner(tx, actor, archivo) : antes!.idArchivo;
    let id = datos.idCatBanners;
    if (!antes) {
      const [creado] = await tx
        .insert(b)
        .values({
          ...valores,
          tipoBanner,
          tipo,
          idArchivo,
          orden: siguiente(tipoBanner, tipo),
          creadoPor: actor.idUsuario,
        })
        .returning({ id: b.idCatBanners });
      if (!creado) throw new Error('El banner no se insertó');
      id = creado.id;
    } else {
      await tx
        .update(b)
        .set({ ...valores, idArchivo, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
        .where(eq(b.idCatBanners, id));
      if (antes.idArchivo !== idArchivo) await borrarArchivo(tx, antes.idArchivo);
    }
    await auditar({ tabla: TABLA, clave: id, antes, despues: { ...valores, tipoBanner, tipo, idArchivo } });
    const guardado = (await bannersDeSeccion(tx, tipoBanner, tipo)).find((x) => x.idCatBanners === id);
    if (!guardado) throw new Error('El banner no se guardó');
    return respuesta(guardado, m.guardado);
  });
};

/** Removes a banner and its image; its section closes the gap. */
export const eliminarBanner = (db: Database, actor: Actor, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await unBanner(tx, id);
    if (!antes) throw new Rechazo(m.noEncontrado);
    await bloquearSeccion(tx, antes.tipoBanner, antes.tipo);
    await tx.delete(b).where(eq(b.idCatBanners, id));
    await borrarArchivo(tx, antes.idArchivo);
    await renumerar(tx, antes.tipoBanner, antes.tipo);
    await auditar({ tabla: TABLA, clave: id, antes });
    return respuesta({ idCatBanners: id }, m.eliminado);
  });

/** A copy of a banner (never E or O) with a copy of its image, last of its section and hidden. */
export const clonarBanner = (db: Database, actor: Actor, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const original = await unBanner(tx, id);
    if (!original) throw new Rechazo(m.noEncontrado);
    if (CON_FECHAS_REGLADAS.includes(original.tipoBanner)) throw new Rechazo(m.noClonable);
    await bloquearSeccion(tx, original.tipoBanner, original.tipo);
    const [imagen] = await tx.select().from(archivos).where(eq(archivos.id, original.idArchivo));
    if (!imagen) throw new Rechazo(m.noEncontrado);
    const idArchivo = await guardarImagenBanner(tx, actor, {
      nombre: imagen.nombre,
      contenido: imagen.contenido,
    });
    const { idCatBanners: _, creadoEn: __, modificadoEn: ___, modificadoPor: ____, ...copia } = original;
    const [creado] = await tx
      .insert(b)
      .values({
        ...copia,
        idArchivo,
        visible: false,
        orden: siguiente(original.tipoBanner, original.tipo),
        creadoPor: actor.idUsuario,
      })
      .returning({ id: b.idCatBanners });
    if (!creado) throw new Error('El banner no se clonó');
    await auditar({ tabla: TABLA, clave: creado.id, despues: { clonDe: id } });
    const clon = (await bannersDeSeccion(tx, original.tipoBanner, original.tipo)).find(
      (x) => x.idCatBanners === creado.id,
    );
    return respuesta(clon!, m.clonado);
  });

/** Shows or hides a banner at once (001 §4). */
export const cambiarVisible = (db: Database, actor: Actor, id: number, visible: boolean) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await unBanner(tx, id);
    if (!antes) throw new Rechazo(m.noEncontrado);
    await tx
      .update(b)
      .set({ visible, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(b.idCatBanners, id));
    await auditar({ tabla: TABLA, clave: id, antes: { visible: antes.visible }, despues: { visible } });
    const banner = (await bannersDeSeccion(tx, antes.tipoBanner, antes.tipo)).find(
      (x) => x.idCatBanners === id,
    );
    return respuesta(banner!, visible ? m.visible : m.oculto);
  });

/** Stores a section's order: exactly the banners of one section and device, renumbered 1..n. */
export const ordenarBanners = (
  db: Database,
  actor: Actor,
  lista: { idCatBanners: number; orden: number }[],
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const primero = await unBanner(tx, lista[0]!.idCatBanners);
    if (!primero) throw new Rechazo(m.ordenIncompleto);
    await bloquearSeccion(tx, primero.tipoBanner, primero.tipo);
    const seccion = await bannersDeSeccion(tx, primero.tipoBanner, primero.tipo);
    const ids = new Set(lista.map((x) => x.idCatBanners));
    if (
      ids.size !== lista.length ||
      ids.size !== seccion.length ||
      seccion.some((x) => !ids.has(x.idCatBanners))
    )
      throw new Rechazo(m.ordenIncompleto);
    const enOrden = [...lista].sort((x, y) => x.orden - y.orden).map((x) => x.idCatBanners);
    await numerarEnOrden(tx, b, { id: b.idCatBanners, orden: b.orden }, enOrden);
    await auditar({
      tabla: TABLA,
      clave: `${primero.tipoBanner}/${primero.tipo}`,
      antes: { orden: seccion.map((x) => x.idCatBanners) },
      despues: { orden: enOrden },
    });
    return respuesta(await bannersDeSeccion(tx, primero.tipoBanner, primero.tipo), m.ordenGuardado);
  });
