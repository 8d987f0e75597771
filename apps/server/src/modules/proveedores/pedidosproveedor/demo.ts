import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pedidosProveedorDet, pedidosProveedorEnc } from '../../../db/schema/index.ts';
import { hoy, limitesDelDia, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, nombresPila } from '../../../seed/sucursales-data.ts';

/** Orders spread over the last year, and more in the last weeks (what the default filter shows). */
const PEDIDOS_DEL_ANIO = 480;
const PEDIDOS_RECIENTES = 120;
const DIAS_RECIENTES = 45;
/** The first folio; the rest follow in date order. */
export const PRIMER_FOLIO = 10_001;

interface ArticuloDeCosto {
  det: number;
  codArticulo: number;
  costo: string;
  iva: boolean;
  ieps: boolean;
}

/** The status an order of that age is likely to have (002 §4: ER, S, P, RE). */
const estatusPorEdad = (r: Random, dias: number) => {
  const x = r.next();
  if (dias <= 3) return x < 0.75 ? 'ER' : 'S';
  if (dias <= 20) return x < 0.3 ? 'ER' : x < 0.8 ? 'S' : x < 0.95 ? 'P' : 'RE';
  return x < 0.8 ? 'P' : x < 0.9 ? 'S' : 'RE';
};

/** An instant of a branch's opening hours (8:00–19:59, Mexico City) `dias` days ago, never after now. */
const instante = (r: Random, dias: number) =>
  new Date(
    Math.min(
      Date.now() - 60_000,
      limitesDelDia(sumarDias(hoy(), -dias)).desde.getTime() + r.int(8 * 60, 20 * 60 - 1) * 60_000,
    ),
  );

/**
 * Supplier orders of the own branches over the last 12 months, for every brand's suppliers, each
 * with 3–10 lines of that brand's supplier's real demo articles at their supplier cost (the line's
 * VAT and IEPS rates from the article). The invoices' seed (facturasenrevision) bills them.
 */
export default semilla({
  despues: ['catalogos/catproveedoresmarca'],
  demo: async (tx: Tx) => {
    const r = createRandom(3101);
    const sucursales = (
      await rowsOf<{ cod: number }>(
        tx,
        sql`select cod_sucursal as cod from cat_sucursales
             where propia = 1 and id_empresa = 1 and activo order by cod_sucursal`,
      )
    ).map((s) => s.cod);
    const articulos = await rowsOf<ArticuloDeCosto>(
      tx,
      sql`select c.id_cat_proveedores_marcas_det as det, c.cod_articulo_farmasi as "codArticulo",
                 c.costo, a.iva, a.ieps
            from cat_articulos_proveedores_costos_enc c
            join cat_articulos a on a.cod_articulo_farmasi = c.cod_articulo_farmasi
           order by c.id_cat_proveedores_marcas_det, c.cod_articulo_farmasi`,
    );
    const porDet = new Map<number, ArticuloDeCosto[]>();
    for (const a of articulos) porDet.set(a.det, [...(porDet.get(a.det) ?? []), a]);
    const dets = [...porDet.keys()];
    if (!sucursales.length || !dets.length) return;

    const edades = [
      ...Array.from({ length: PEDIDOS_DEL_ANIO }, () => r.int(0, 364)),
      ...Array.from({ length: PEDIDOS_RECIENTES }, () => r.int(0, DIAS_RECIENTES)),
    ];
    const pedidos = edades
      .map((dias) => ({ dias, fecha: instante(r, dias) }))
      .sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
    const encabezados = await tx
      .insert(pedidosProveedorEnc)
      .values(
        pedidos.map((p, i) => ({
          folioPedidoProveedor: PRIMER_FOLIO + i,
          codSucursal: r.pick(sucursales),
          idCatProveedoresMarcasDet: r.pick(dets),
          fechaPedido: p.fecha,
          estatus: estatusPorEdad(r, p.dias),
          cajero: `${r.pick(nombresPila)} ${r.pick(apellidos)} ${r.pick(apellidos)}`,
          creadoEn: p.fecha,
        })),
      )
      .returning({
        id: pedidosProveedorEnc.idPedidoProveedorEnc,
        det: pedidosProveedorEnc.idCatProveedoresMarcasDet,
      });

    const lineas = encabezados.flatMap((e) => {
      const disponibles = [...(porDet.get(e.det) ?? [])];
      const n = Math.min(disponibles.length, r.int(3, 10));
      return Array.from({ length: n }, () => {
        const a = disponibles.splice(r.int(0, disponibles.length - 1), 1)[0]!;
        return {
          idPedidoProveedorEnc: e.id,
          codArticulo: a.codArticulo,
          cantidad: r.pick([1, 2, 3, 4, 5, 6, 6, 10, 12, 12, 24, 36, 48]),
          costo: a.costo,
          tasaIva: a.iva ? '0.16' : '0',
          tasaIeps: a.ieps ? '0.08' : '0',
        };
      });
    });
    for (let i = 0; i < lineas.length; i += 1000)
      await tx.insert(pedidosProveedorDet).values(lineas.slice(i, i + 1000));
  },
});
