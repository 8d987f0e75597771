import { asc, eq, sql } from 'drizzle-orm';
import { catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { barDiasDescuento } from './tablas.ts';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const diasDesdeHoy = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

/** [name, weekdays (1 Monday … 7 Sunday), discount %, first and last day counted from today]. */
const promociones = [
  ['Martes de abarrotes', [2], 10, -30, 60],
  ['Miércoles de limpieza', [3], 15, -10, 90],
  ['Fin de semana mayorista', [6, 7], 8, -60, 120],
  ['Jueves de bebidas', [4], 12, -5, 30],
  ['Lunes de arranque', [1], 5, -120, -20],
  ['Viernes de botanas', [5], 20, -90, -1],
] as const;

/**
 * Every other promotion in each wholesale branch (current, future and past ones), and the two
 * exclusions; the branches and the category tree come from baranetos/catalogos.
 */
export default semilla({
  despues: ['baranetos/catalogos'],
  demo: async (tx) => {
    const sucursales = await tx
      .select({ codSucursal: catSucursales.codSucursal })
      .from(catSucursales)
      .where(eq(catSucursales.idEmpresa, EMPRESA.baranetos))
      .orderBy(asc(catSucursales.codSucursal));
    const filas = sucursales.flatMap(({ codSucursal }, s) =>
      promociones
        .filter((_, p) => (s + p) % 2 === 0)
        .map(([nomPromocion, dias, descuento, inicio, fin]) => {
          const flags = Object.fromEntries(
            ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'].map((campo, i) => [
              campo,
              (dias as readonly number[]).includes(i + 1) ? i + 1 : 0,
            ]),
          );
          return {
            nomPromocion,
            codSucursal,
            ...flags,
            descuento,
            fechaVigenciaInicio: diasDesdeHoy(inicio),
            fechaVigenciaFinal: diasDesdeHoy(fin),
          };
        }),
    );
    await tx.insert(barDiasDescuento).values(filas);
    // Baby food and pet food are never discounted on discount days.
    await tx.execute(sql`
      INSERT INTO bar_exclusiones_descuento (tipo, id, estatus)
      SELECT 'S', id_seccion, 'A' FROM bar_secciones WHERE descripcion = 'Alimentos'
      UNION ALL
      SELECT 'D', id_departamento, 'A' FROM bar_departamentos WHERE descripcion = 'Mascotas'`);
  },
});
