import {
  BANNER_TAMANO_MAXIMO,
  type guardarImagenSucursalDatos,
  bannersMessages as m,
  validarImagenSucursal,
} from '@farmasi/contracts/mercadotecnia/banners';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { borrarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { imagenesSucursales, unaImagenSucursal } from './queries.ts';
import { guardarImagenBanner } from './service.ts';
import { catImagenesSucursales as s } from './tablas.ts';

/**
 * A branch image's link and, when `modificar`, its image (001 §5 Branch image): the size first, then
 * no file and no link, then a link that did not change; a replaced image is removed with it.
 */
export const guardarImagenSucursal = async (
  db: Database,
  actor: Actor,
  datos: z.output<typeof guardarImagenSucursalDatos>,
  archivo: Omit<Subida, 'campos'> | null,
) => {
  const antes = await unaImagenSucursal(db, datos.idCatImagenesSucursales);
  if (!antes) throw new Rechazo(m.noEncontrado);
  const modificar = datos.modificar && !!archivo;
  if (archivo && archivo.contenido.length > BANNER_TAMANO_MAXIMO) throw new Rechazo(m.imagen);
  const falla = validarImagenSucursal({ url: datos.url, modificar }, antes);
  if (falla) throw new Rechazo(falla);
  return escribir(db, actor, async ({ tx, auditar }) => {
    const idArchivo = modificar && archivo ? await guardarImagenBanner(tx, actor, archivo) : antes.idArchivo;
    const url = datos.url.trim();
    await tx
      .update(s)
      .set({ url, idArchivo, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(s.idCatImagenesSucursales, antes.idCatImagenesSucursales));
    if (antes.idArchivo && antes.idArchivo !== idArchivo) await borrarArchivo(tx, antes.idArchivo);
    await auditar({
      tabla: 'cat_imagenes_sucursales',
      clave: antes.idCatImagenesSucursales,
      antes,
      despues: { url, idArchivo },
    });
    const guardada = (await imagenesSucursales(tx)).find(
      (x) => x.idCatImagenesSucursales === antes.idCatImagenesSucursales,
    );
    return respuesta(guardada!, m.imagenSucursalGuardada);
  });
};
