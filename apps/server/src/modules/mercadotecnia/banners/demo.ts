import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import { BANNER_TAMANO_MAXIMO, BANNER_TIPOS } from '@farmasi/contracts/mercadotecnia/banners';
import { eq } from 'drizzle-orm';
import { guardarArchivo } from '../../../platform/archivos.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenPng } from '../../../platform/imagenes.ts';
import { semilla } from '../../../seed/registry.ts';
import { catBanners, catImagenesSucursales } from './tablas.ts';

/** [section, caption, colours, visible, dates in days from today (null: none)]. */
type Demo = [string, string, [string, string], boolean, [number, number] | null];
const BANNERS: Demo[] = [
  ['C1', 'Todo para tu salud', ['#0b7a3e', '#7fd1a6'], true, null],
  ['C1', 'Envio gratis', ['#1d4ed8', '#93c5fd'], true, [-5, 25]],
  ['C1', 'Temporada invernal', ['#0ea5e9', '#e0f2fe'], false, null],
  ['CL', 'Consulta medica $45', ['#0f766e', '#99f6e4'], true, null],
  ['E', 'Dia mundial de la diabetes', ['#2563eb', '#bfdbfe'], true, [-3, 10]],
  ['E', 'Dia del medico', ['#7c3aed', '#ddd6fe'], true, [30, 31]],
  ['O', '2x1 en vitaminas', ['#dc2626', '#fecaca'], true, [-10, 20]],
  ['O', 'Buen Fin', ['#b45309', '#fde68a'], true, [-40, -30]],
  ['FL', 'Factura en linea', ['#334155', '#cbd5e1'], true, null],
];
const MEDIDAS = { D: [1200, 300], M: [600, 300] } as const;

/** Banners of every section for both devices (one hidden, one coming, one ended) and the branch images. */
export default semilla({
  demo: async (tx, ctx) => {
    const dia = hoy();
    const imagen = (nombre: string, ancho: number, alto: number, colores: [string, string], texto: string) =>
      guardarArchivo(tx, {
        nombre,
        contenido: imagenPng({ ancho, alto, colores, texto }),
        tipos: BANNER_TIPOS,
        tamanoMaximo: BANNER_TAMANO_MAXIMO,
        publico: true,
        creadoPor: ctx.usuarios.admin,
      });
    const orden = new Map<string, number>();
    for (const [tipoBanner, texto, colores, visible, fechas] of BANNERS)
      for (const tipo of ['D', 'M'] as const) {
        const [ancho, alto] = MEDIDAS[tipo];
        const n = (orden.get(`${tipoBanner}${tipo}`) ?? 0) + 1;
        orden.set(`${tipoBanner}${tipo}`, n);
        await tx.insert(catBanners).values({
          tipoBanner,
          tipo,
          visible,
          orden: n,
          fechaVigenciaInicio: fechas ? sumarDias(dia, fechas[0]) : SENTINEL_DATE,
          fechaVigenciaFin: fechas ? sumarDias(dia, fechas[1]) : SENTINEL_DATE,
          idArchivo: await imagen(`banner-${tipoBanner}-${tipo}-${n}.png`, ancho, alto, colores, texto),
          url: `https://www.farmasi.example/promociones/${tipoBanner.toLowerCase()}-${n}`,
          creadoPor: ctx.usuarios.admin,
        });
      }
    for (const id of [1, 2, 3, 4])
      await tx
        .update(catImagenesSucursales)
        .set({
          url: `https://www.farmasi.example/sucursales/region-${id}`,
          idArchivo: await imagen(
            `sucursales-${id}.png`,
            600,
            340,
            ['#0b7a3e', '#fde68a'],
            `Sucursales\nregion ${id}`,
          ),
        })
        .where(eq(catImagenesSucursales.idCatImagenesSucursales, id));
  },
});
