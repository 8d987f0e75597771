import { sql } from 'drizzle-orm';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { semilla } from '../../../seed/registry.ts';
import { articulosPreciosHistorial, preciosProgramados } from './tablas.ts';

/**
 * Scheduled prices of the first suppliers: every fifth article of theirs has a rise of 4–8% pending
 * from a day in the next three weeks, and every seventh had one applied a month ago (its history row
 * keeps the previous cost and price).
 */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    const filas = await rowsOf<{ id: number; cod: number; costo: number; precio: number; n: number }>(
      tx,
      sql`select c.id_cat_articulos_proveedores_costos_enc as id, c.cod_articulo_farmasi as cod,
                 c.costo::float8 as costo, c.precio_publico::float8 as precio,
                 row_number() over (order by c.id_cat_articulos_proveedores_costos_enc)::int as n
            from cat_articulos_proveedores_costos_enc c
            join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
           where md.cod_proveedor in (select cod_proveedor from cat_proveedores where activo order by cod_proveedor limit 3)
           order by c.id_cat_articulos_proveedores_costos_enc`,
    );
    const dia = hoy();
    const sube = (x: number, n: number, d: number) => (x * (1.04 + (n % 5) / 100)).toFixed(d);
    const pendientes = filas.filter((f) => f.n % 5 === 0);
    if (pendientes.length)
      await tx.insert(preciosProgramados).values(
        pendientes.map((f) => ({
          idCatArticulosProveedoresCostosEnc: f.id,
          costoNuevo: sube(f.costo, f.n, 4),
          precioPublicoNuevo: sube(f.precio, f.n, 2),
          fechaInicio: sumarDias(dia, 1 + (f.n % 21)),
          creadoPor: ctx.usuarios.admin,
        })),
      );
    const pasados = filas.filter((f) => f.n % 7 === 0 && f.n % 5 !== 0);
    const haceUnMes = sumarDias(dia, -30);
    for (const f of pasados) {
      const [p] = await tx
        .insert(preciosProgramados)
        .values({
          idCatArticulosProveedoresCostosEnc: f.id,
          costoNuevo: f.costo.toFixed(4),
          precioPublicoNuevo: f.precio.toFixed(2),
          fechaInicio: haceUnMes,
          estatus: 'A',
          aplicadoEn: new Date(`${haceUnMes}T06:00:00Z`),
          creadoPor: ctx.usuarios.admin,
        })
        .returning();
      await tx.insert(articulosPreciosHistorial).values({
        idCatArticulosProveedoresCostosEnc: f.id,
        codArticuloFarmasi: f.cod,
        costoAnterior: (f.costo / 1.05).toFixed(4),
        costoNuevo: f.costo.toFixed(4),
        precioAnterior: (f.precio / 1.05).toFixed(2),
        precioNuevo: f.precio.toFixed(2),
        idPrecioProgramado: p!.idPrecioProgramado,
        vigenteDesde: haceUnMes,
        aplicadoEn: new Date(`${haceUnMes}T06:00:00Z`),
        programadoPor: ctx.usuarios.admin,
      });
    }
  },
});
