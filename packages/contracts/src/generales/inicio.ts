import { z } from 'zod';
import { traspasosSucursalesPantalla } from '../administracion/traspasos-sucursales.ts';
import { articulosPendientesPantalla } from '../catalogos/articulos-pendientes.ts';
import { preciosProgramadosPantalla } from '../contabilidad/precios-programados.ts';
import { endpoint } from '../endpoint.ts';
import type { PantallaMenu } from '../pantalla.ts';
import { facturasEnRevisionPantalla } from '../proveedores/facturasenrevision.ts';
import { gestionPagoPantalla } from '../proveedores/gestionpago.ts';
import { comprobantePagoPantalla } from '../sat/comprobantepago.ts';

/**
 * Inicio's counts of the work that waits (issue 29; not in the spec). Each count belongs to the
 * screen where that work is done: the server computes it only for users who may open that screen.
 */
export const CONTEOS_INICIO = [
  'articulosPendientes',
  'traspasosPorRecibir',
  'facturasEnRevision',
  'pagosEnProceso',
  'comprobantesSinTimbrar',
  'preciosProgramadosHoy',
] as const;
export type ClaveConteo = (typeof CONTEOS_INICIO)[number];

/** The screen of each count (its menu entry grants the count). */
export const pantallaDeConteo: Record<ClaveConteo, PantallaMenu> = {
  articulosPendientes: articulosPendientesPantalla,
  traspasosPorRecibir: traspasosSucursalesPantalla,
  facturasEnRevision: facturasEnRevisionPantalla,
  pagosEnProceso: gestionPagoPantalla,
  comprobantesSinTimbrar: comprobantePagoPantalla,
  preciosProgramadosHoy: preciosProgramadosPantalla,
};

export const conteoInicio = z.object({
  clave: z.enum(CONTEOS_INICIO),
  total: z.number().int().nonnegative(),
  /**
   * The oldest day (YYYY-MM-DD, Mexico City) of the counted items when the screen's list filters by
   * date, so that its link shows them all; null otherwise or when there are none.
   */
  desde: z.string().nullable(),
});
export type ConteoInicio = z.infer<typeof conteoInicio>;

export const conteosInicio = endpoint({
  method: 'GET',
  path: '/generales/inicio/conteos',
  data: z.array(conteoInicio),
  summary: 'Cuenta el trabajo pendiente de las pantallas que el usuario puede abrir (Inicio)',
});

/** Days of sales Inicio charts, ending yesterday (the last closed day). */
export const DIAS_VENTAS_INICIO = 30;

export const ventasInicioSchema = z.object({
  /** The days charted, oldest first (YYYY-MM-DD, Mexico City). */
  dias: z.array(z.string()),
  /** Net sales (after returns, VAT included) of each zone on each of `dias`, the largest zone first. */
  zonas: z.array(z.object({ zona: z.string(), ventas: z.array(z.number()) })),
});
export type VentasInicio = z.infer<typeof ventasInicioSchema>;

/** Granted by the pharmacies' Consulta general de datos, the screen that lists the chain's sales. */
export const ventasInicio = endpoint({
  method: 'GET',
  path: '/generales/inicio/ventas',
  data: ventasInicioSchema,
  summary: 'Ventas netas de la cadena por zona y día de los últimos 30 días cerrados (Inicio)',
});
