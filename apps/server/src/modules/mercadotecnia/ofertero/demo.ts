import { MINIATURA_TAMANO_MAXIMO, MINIATURA_TIPOS } from '@farmasi/contracts/mercadotecnia/ofertero';
import { guardarArchivo } from '../../../platform/archivos.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenPng } from '../../../platform/imagenes.ts';
import { semilla } from '../../../seed/registry.ts';
import { catOferteros } from './tablas.ts';

/** [name, flipbook path, start and end in days from today, thumbnail colours]: past, current and coming. */
const OFERTEROS: [string, string, number, number, [string, string]][] = [
  ['Ofertas de verano', 'farmasi/verano', -120, -60, ['#f59e0b', '#fde68a']],
  ['Regreso a clases', 'farmasi/regreso-clases', -45, -15, ['#2563eb', '#93c5fd']],
  ['Temporada invernal', 'farmasi/invierno', -10, 20, ['#0ea5e9', '#e0f2fe']],
  ['Cuidado del bebé', 'farmasi/bebe', -5, 25, ['#ec4899', '#fbcfe8']],
  ['Buen Fin', 'farmasi/buen-fin', -3, 4, ['#dc2626', '#fecaca']],
  ['Navidad saludable', 'farmasi/navidad', 25, 45, ['#15803d', '#bbf7d0']],
  ['Cuesta de enero', 'farmasi/enero', 40, 70, ['#7c3aed', '#ddd6fe']],
];

/** Oferteros of every status, linked to the demo flipbook site, each with a real thumbnail. */
export default semilla({
  demo: async (tx, ctx) => {
    const dia = hoy();
    for (const [nombre, ruta, desde, hasta, colores] of OFERTEROS) {
      const idArchivo = await guardarArchivo(tx, {
        nombre: `${ruta.split('/')[1]}.png`,
        contenido: imagenPng({ ancho: 200, alto: 260, colores, texto: nombre.replace(' ', '\n') }),
        tipos: MINIATURA_TIPOS,
        tamanoMaximo: MINIATURA_TAMANO_MAXIMO,
        publico: true,
        creadoPor: ctx.usuarios.admin,
      });
      await tx.insert(catOferteros).values({
        nombre,
        urlFlipBook: `https://online.fliphtml5.com/${ruta}/`,
        fechaInicia: sumarDias(dia, desde),
        fechaTermina: sumarDias(dia, hasta),
        idArchivo,
        creadoPor: ctx.usuarios.admin,
      });
    }
  },
});
