import {
  comprobantePagoPantalla,
  configuracionPago,
  generarPdfPago,
  guardarCfdPagos,
  guardarFacturaPago,
  comprobantePagoMessages as m,
  obtenerComprobantePago,
  obtenerSeriePago,
  obtenerXmlPago,
  pendienteTimbrar,
  rangoOrdenado,
  SERIE_PAGO_DEFAULT,
  timbrarPago,
} from '@farmasi/contracts/sat/comprobantepago';
import { reimpresionComprobantePagoPantalla } from '@farmasi/contracts/sat/reimpresioncomprobantepago';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, rechazoConDatos } from '../../../platform/routes.ts';
import { pacActivo } from './cfdi.ts';
import { pdfDelComprobante, xmlDelComprobante } from './impresion.ts';
import { comprobantes, facturasConSaldo, series } from './queries.ts';
import { guardarPago } from './service.ts';
import { timbrarComprobante, timbrarVarios } from './timbrado.ts';

/** A range in order (002 §5: a start after the end is swapped, not refused). */
const ordenado = (fi: string, ff: string) => {
  const r = rangoOrdenado(fi, ff);
  if ('falla' in r) throw new Rechazo(r.falla.mensaje);
  return r;
};

/**
 * Payment receipts (S36 generation, S37 reprint; 002 §7 'Payment receipts'). Listing invoices and
 * saving a receipt belong to S36; stamping, printing and the receipts' list to both screens.
 */
export const registerComprobantePagoRoutes = (app: App, { db }: AppDeps) => {
  const generacion = pantallas(comprobantePagoPantalla);
  const ambas = pantallas(comprobantePagoPantalla, reimpresionComprobantePagoPantalla);

  addRoute(app, obtenerComprobantePago, generacion, async ({ body }) => {
    const { fi, ff } = ordenado(body.fi, body.ff);
    return await facturasConSaldo(db, fi, ff);
  });
  // A refusal answers the rule's message; the screen shows it under 002 §8 'Hubo un error al guardar…'.
  addRoute(
    app,
    guardarFacturaPago,
    generacion,
    async ({ params, body, actor }) => await guardarPago(db, actor, params, body),
  );
  addRoute(app, timbrarPago, ambas, async ({ params, actor }) => {
    const r = await timbrarComprobante(db, actor, params.idPago);
    return r.valor ? r : rechazoConDatos(r, r.mensaje);
  });
  addRoute(app, guardarCfdPagos, ambas, async ({ body, actor }) =>
    timbrarVarios(
      db,
      actor,
      body.map((b) => b.idPago),
    ),
  );
  addRoute(app, generarPdfPago, ambas, async ({ params }) => await pdfDelComprobante(db, params.idPago));
  addRoute(app, obtenerXmlPago, ambas, async ({ params }) => await xmlDelComprobante(db, params.idPago));
  addRoute(app, pendienteTimbrar, ambas, async ({ body }) => {
    const { fi, ff } = ordenado(body.fi, body.ff);
    return await comprobantes(db, { ...body, fi, ff });
  });
  addRoute(app, obtenerSeriePago, ambas, async () => await series(db, SERIE_PAGO_DEFAULT));
  addRoute(app, configuracionPago, ambas, async () => {
    try {
      const pac = await pacActivo();
      return { modoPrueba: pac.modoPrueba, pac: pac.nombre, seriePago: SERIE_PAGO_DEFAULT };
    } catch {
      // No provider can be built (a configuration error): stamping will say why; the label warns.
      return { modoPrueba: true, pac: m.pacNoDisponible, seriePago: SERIE_PAGO_DEFAULT };
    }
  });
};

export default modulo(
  registerComprobantePagoRoutes,
  comprobantePagoPantalla,
  reimpresionComprobantePagoPantalla,
);
