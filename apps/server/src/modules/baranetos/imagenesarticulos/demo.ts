import { IMAGENES_TIPOS } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { asc } from 'drizzle-orm';
import { barArticulos } from '../../../db/schema/index.ts';
import { guardarArchivo } from '../../../platform/archivos.ts';
import { imagenPng } from '../../../platform/imagenes.ts';
import { semilla } from '../../../seed/registry.ts';
import { barArticulosImagenes } from './tablas.ts';

const COLORES: [string, string][] = [
  ['#0b7a3e', '#bbf7d0'],
  ['#1d4ed8', '#bfdbfe'],
  ['#b45309', '#fde68a'],
];

/** The first wholesale articles get one to three drawn photos (front, side, back), in order. */
export default semilla({
  despues: ['baranetos/catalogos'],
  demo: async (tx, ctx) => {
    const articulos = await tx.select().from(barArticulos).orderBy(asc(barArticulos.codArticulo)).limit(8);
    for (const [n, a] of articulos.entries()) {
      const vistas = ['FRENTE', 'LADO', 'ATRAS'].slice(0, (n % 3) + 1);
      for (const [k, vista] of vistas.entries()) {
        const idArchivo = await guardarArchivo(tx, {
          nombre: `${a.codArticulo}-${vista.toLowerCase()}.png`,
          contenido: imagenPng({
            ancho: 320,
            alto: 320,
            colores: COLORES[k]!,
            texto: `${a.codArticulo}\n${vista}`,
          }),
          tipos: IMAGENES_TIPOS,
          tamanoMaximo: 2 * 1024 * 1024,
          publico: true,
          creadoPor: ctx.usuarios.admin,
        });
        await tx
          .insert(barArticulosImagenes)
          .values({ codArticulo: a.codArticulo, idArchivo, orden: k + 1, creadoPor: ctx.usuarios.admin });
      }
    }
  },
});
