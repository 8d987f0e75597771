import { format } from '@farmasi/contracts';
import {
  type GuardarDemanda,
  demandaMessages as msg,
  validarDemanda,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { hoy } from '../../../platform/fechas.ts';
import { articuloDifarmer, buscarRenglon, renglonesDeArticulo, sucursalesPropias } from './queries.ts';
import { catArticulosReiniciarDemanda } from './tablas.ts';

const TABLA = 'cat_articulos_reiniciar_demanda';

/**
 * Saves the restart date of an article in one own branch or in every one (one transaction). An
 * article already set in a branch keeps its row: the date moves and the user becomes the saver.
 * Checks in the spec's order (branch, article), then the date (not after today in Mexico City).
 */
export const guardarDemanda = async (db: Database, actor: Actor, input: GuardarDemanda) => {
  const falla = validarDemanda(input, hoy());
  if (falla) throw new Rechazo(falla.message);
  const idUsuario = actor.idUsuario;
  if (idUsuario === null) throw new Error('Guardar sin sesión');
  return escribir(db, actor, async ({ tx, auditar }) => {
    const sucursales = input.todasLasSucursales
      ? await sucursalesPropias(tx)
      : await sucursalesPropias(tx, input.Codsucursal);
    if (sucursales.length === 0)
      throw new Rechazo(input.todasLasSucursales ? msg.sinSucursales : msg.sucursalNoValida);
    if (!(await articuloDifarmer(tx, input.Codarticulo))) throw new Rechazo(msg.articuloNoExiste);

    const codigos = sucursales.map((x) => x.codSucursal);
    const antes = new Map(
      (await renglonesDeArticulo(tx, input.Codarticulo, codigos)).map((x) => [x.codSucursal, x]),
    );
    const ahora = new Date();
    const guardados = await tx
      .insert(catArticulosReiniciarDemanda)
      .values(
        codigos.map((codSucursal) => ({
          codArticulo: input.Codarticulo,
          codSucursal,
          fechaDemanda: input.FechaDemanda,
          idUsuario,
          creadoPor: idUsuario,
        })),
      )
      .onConflictDoUpdate({
        target: [catArticulosReiniciarDemanda.codArticulo, catArticulosReiniciarDemanda.codSucursal],
        set: {
          fechaDemanda: sql`excluded.fecha_demanda`,
          idUsuario: sql`excluded.id_usuario`,
          modificadoEn: ahora,
          modificadoPor: idUsuario,
        },
      })
      .returning();
    await auditar(
      ...guardados.map((g) => ({
        tabla: TABLA,
        clave: g.idCatArticulosReiniciarDemanda,
        antes: antes.get(g.codSucursal) ?? null,
        despues: {
          codArticulo: g.codArticulo,
          codSucursal: g.codSucursal,
          fechaDemanda: g.fechaDemanda,
          idUsuario: g.idUsuario,
        },
      })),
    );
    const message = input.todasLasSucursales
      ? format(msg.guardadoTodas, { n: guardados.length })
      : msg.guardado;
    return { data: { registros: guardados.length }, message };
  });
};

/** Removes one article-branch configuration; 'Registro no encontrado' (001 §8) when it is gone. */
export const eliminarDemanda = (db: Database, actor: Actor, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await buscarRenglon(tx, id);
    if (!antes) throw new Rechazo(msg.noEncontrado);
    await tx
      .delete(catArticulosReiniciarDemanda)
      .where(eq(catArticulosReiniciarDemanda.idCatArticulosReiniciarDemanda, id));
    await auditar({ tabla: TABLA, clave: id, antes });
    return { idCatArticulosReiniciarDemanda: id };
  });
