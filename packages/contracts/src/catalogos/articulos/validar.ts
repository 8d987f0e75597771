import type { Articulo, Costo } from './esquemas.ts';
import { articulosMsg } from './textos.ts';

/** A field of the form a failed check points at (the web moves focus there). */
export type CampoArticulo =
  | 'descripcion'
  | 'codBarras'
  | 'codigoSAT'
  | 'registroSSA'
  | 'fraccion'
  | 'formula'
  | 'laboratorio'
  | 'formaFarmaceutica'
  | 'codMedida'
  | 'gotasML'
  | 'linea'
  | 'familia'
  | 'recargaProveedor'
  | 'recargaCompania'
  | 'recargaTipoProducto'
  | 'recargaCaracteristica'
  | 'recargaImporte'
  | 'recargaDescripcion'
  | 'costos';

export interface FallaArticulo {
  campo: CampoArticulo;
  mensaje: string;
}

type ArticuloValidable = Pick<
  Articulo,
  | 'descripcion'
  | 'soloFarmasi'
  | 'codBarras'
  | 'codigoSAT'
  | 'registroSSA'
  | 'fraccion'
  | 'codMedida'
  | 'gotasML'
  | 'articuloRecarga'
  | 'recargaProveedor'
  | 'recargaCompania'
  | 'recargaTipoProducto'
  | 'recargaCaracteristica'
  | 'recargaImporte'
  | 'recargaDescripcion'
> & {
  farmasi: {
    [K in 'formula' | 'laboratorio' | 'formaFarmaceutica' | 'linea' | 'familia']: { codigo: number };
  };
};

/**
 * The article save checks of 000 §5, in the spec's order; the first failure wins. Run by the web
 * before asking the server and by the server before writing. gotasHabilitadas: the chosen measure's
 * aplicar; costos: the article's supplier cost rows (precioGlobal of each).
 */
export const validarArticulo = (
  a: ArticuloValidable,
  ctx: { gotasHabilitadas: boolean; costos: { precioGlobal: boolean }[] },
): FallaArticulo | null => {
  const m = articulosMsg;
  const f = (campo: CampoArticulo, mensaje: string): FallaArticulo => ({ campo, mensaje });
  if (!a.descripcion.trim()) return f('descripcion', m.sinDescripcion);
  if (a.soloFarmasi) {
    if (a.codBarras.length === 0) return f('codBarras', m.sinCodBarras);
    if (!a.articuloRecarga && !/^\d{8}$/.test(a.codigoSAT)) return f('codigoSAT', m.codigoSat);
    if (!a.registroSSA.trim()) return f('registroSSA', m.sinRegistroSsa);
    if (!a.fraccion.trim()) return f('fraccion', m.sinFraccion);
  }
  if (!a.farmasi.formula.codigo) return f('formula', m.sinFormula);
  if (!a.farmasi.laboratorio.codigo) return f('laboratorio', m.sinLaboratorio);
  if (!a.farmasi.formaFarmaceutica.codigo) return f('formaFarmaceutica', m.sinFormaFarmaceutica);
  if (!a.codMedida) return f('codMedida', m.sinMedida);
  if (ctx.gotasHabilitadas && !(a.gotasML > 0)) return f('gotasML', m.sinGotas);
  if (!a.farmasi.linea.codigo) return f('linea', m.sinLinea);
  if (!a.farmasi.familia.codigo) return f('familia', m.sinFamilia);
  if (a.articuloRecarga) {
    if (!a.recargaProveedor) return f('recargaProveedor', m.sinRecargaProveedor);
    if (!a.recargaCompania) return f('recargaCompania', m.sinRecargaCompania);
    if (!a.recargaTipoProducto) return f('recargaTipoProducto', m.sinRecargaTipo);
    if (!a.recargaCaracteristica.trim()) return f('recargaCaracteristica', m.sinRecargaCaracteristica);
    if (!(a.recargaImporte > 0)) return f('recargaImporte', m.sinRecargaImporte);
    if (!a.recargaDescripcion.trim()) return f('recargaDescripcion', m.sinRecargaDescripcion);
  } else if (ctx.costos.length > 0 && !ctx.costos.some((c) => c.precioGlobal)) {
    return f('costos', m.sinPrecioGlobal);
  }
  return null;
};

/** The supplier cost checks of 000 §5, in order. */
export const validarCosto = (
  c: Pick<
    Costo,
    'idCatProveedoresMarcasEnc' | 'idCatProveedoresMarcasDet' | 'costo' | 'precioMayoreo' | 'precioPublico'
  >,
): string | null => {
  const m = articulosMsg;
  if (!c.idCatProveedoresMarcasEnc) return m.sinMarca;
  if (!c.idCatProveedoresMarcasDet) return m.sinProveedor;
  if (!(c.precioMayoreo > 0)) return m.precioMayoreo;
  if (!(c.precioPublico > 0)) return m.precioPublico;
  if (!(c.costo > 0)) return m.costo;
  return null;
};
