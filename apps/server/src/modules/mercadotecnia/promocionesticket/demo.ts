import { PROMOCION_TAMANO_MAXIMO, PROMOCION_TIPO } from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { and, eq } from 'drizzle-orm';
import { catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { guardarArchivo } from '../../../platform/archivos.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenBmp } from '../../../platform/imagenes.ts';
import { semilla } from '../../../seed/registry.ts';
import { catPromocionesTicket, catPromocionesTicketSucursales } from './tablas.ts';

/** [caption, start and end in days from today, colours, every branch or one in three]. */
type Promocion = [string, number, number, [string, string], boolean];
const PROMOCIONES: Record<number, Promocion[]> = {
  [EMPRESA.farmacias]: [
    ['2x1 en vitaminas', -10, 20, ['#0b7a3e', '#7fd1a6'], true],
    ['Consulta medica\n$45', -30, 60, ['#1d4ed8', '#93c5fd'], true],
    ['15% en bebe', -5, 10, ['#db2777', '#fbcfe8'], false],
    ['Monedero\nFarmaSi', 15, 45, ['#7c3aed', '#ddd6fe'], true],
  ],
  [EMPRESA.baranetos]: [
    ['Mayoreo\nabarrotes', -7, 30, ['#b45309', '#fde68a'], true],
    ['Caja cerrada\n-10%', 5, 35, ['#0f766e', '#99f6e4'], true],
  ],
};

/** Promotions of both lines, current and coming, each a real 150 ppi BMP at most 7 cm wide. */
export default semilla({
  demo: async (tx, ctx) => {
    const dia = hoy();
    for (const [linea, lista] of Object.entries(PROMOCIONES)) {
      const idEmpresa = Number(linea);
      const sucursales = (
        await tx
          .select({ codSucursal: catSucursales.codSucursal })
          .from(catSucursales)
          .where(and(eq(catSucursales.idEmpresa, idEmpresa), eq(catSucursales.activo, true)))
      ).map((s) => s.codSucursal);
      for (const [n, [texto, desde, hasta, colores, todas]] of lista.entries()) {
        const [ancho, alto] = [400, 160];
        const idArchivo = await guardarArchivo(tx, {
          nombre: `promocion-${idEmpresa}-${n + 1}.bmp`,
          contenido: imagenBmp({ ancho, alto, colores, texto }),
          tipos: [PROMOCION_TIPO],
          tamanoMaximo: PROMOCION_TAMANO_MAXIMO,
          publico: true,
          creadoPor: ctx.usuarios.admin,
        });
        const [creada] = await tx
          .insert(catPromocionesTicket)
          .values({
            idEmpresa,
            orden: n + 1,
            fechaInicial: sumarDias(dia, desde),
            fechaFinal: sumarDias(dia, hasta),
            idArchivo,
            ancho,
            alto,
            creadoPor: ctx.usuarios.admin,
          })
          .returning({ id: catPromocionesTicket.idCatPromocionesTicket });
        const elegidas = todas ? sucursales : sucursales.filter((_, i) => i % 3 === 0);
        if (creada && elegidas.length)
          await tx
            .insert(catPromocionesTicketSucursales)
            .values(elegidas.map((codSucursal) => ({ idCatPromocionesTicket: creada.id, codSucursal })));
      }
    }
  },
});
