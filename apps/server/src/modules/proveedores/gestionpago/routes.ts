import { format } from '@farmasi/contracts/messages';
import {
  confirmarPago,
  cuentasBanco,
  detallePago,
  documentosAPagar,
  generarRecibo,
  gestionPagoPantalla,
  pagosEnProceso,
  procesoPago,
} from '@farmasi/contracts/proveedores/gestionpago';
import { comprobanteDatos } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  COMPROBANTE_TAMANO_MAXIMO,
  gestionPagoMessages as m,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { normalizarCampos } from '../../../platform/campos-cuerpo.ts';
import { crearCorreo } from '../../../platform/mail.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { detalleDePago } from './detalle.ts';
import { notificarPago } from './notificar.ts';
import { procesarPago } from './proceso.ts';
import { documentosAPagar as consultarDocumentos, cuentasDe, pagos } from './queries.ts';
import { contrarecibo } from './recibo.ts';

/**
 * The multipart form's `json` (IdFacturasProveedoresPagoEnc, IdCatProveedoresMarcasCuentas): field
 * names bound regardless of case, as every JSON body's (the spec writes them in PascalCase).
 */
const datosDelComprobante = (campos: Record<string, string>) => {
  try {
    const valor: unknown = JSON.parse(campos.json ?? '');
    normalizarCampos(comprobanteDatos, valor);
    return datosDeFormulario({ json: JSON.stringify(valor) }, comprobanteDatos);
  } catch (error) {
    if (error instanceof SyntaxError) return datosDeFormulario(campos, comprobanteDatos);
    throw error;
  }
};

/** Payment management (S33–S34, 002 §7): every call is granted by the screen's menu entry. */
export const registerGestionPagoRoutes = (app: App, { db, config }: AppDeps) => {
  const permiso = pantallas(gestionPagoPantalla);
  const correo = crearCorreo(config, app.log);
  app.addHook('onClose', async () => correo.cerrar());

  addRoute(app, documentosAPagar, permiso, async () => await consultarDocumentos(db));
  addRoute(app, procesoPago, permiso, async ({ body, actor }) => {
    const r = await procesarPago(db, actor, body);
    return respuesta(r, format(m.procesado, { facturas: r.facturas, notas: r.notas }));
  });
  addRoute(app, pagosEnProceso, permiso, async ({ body }) => await pagos(db, body));
  addRoute(
    app,
    detallePago,
    permiso,
    async ({ params }) =>
      await detalleDePago(db, params.idFacturasProveedoresPagoEnc, params.idCatProveedoresMarcasDet),
  );
  addRoute(app, cuentasBanco, permiso, async ({ params }) =>
    (await cuentasDe(db, params.idCatProveedoresMarcasDet)).map(({ codigo, descripcion, principal }) => ({
      codigo,
      descripcion,
      principal,
    })),
  );
  addRoute(app, confirmarPago, permiso, async ({ request, actor }) => {
    // A larger file still gets the screen's own text; a much larger one, a 413 naming the limit.
    const { campos, archivo } = await leerFormulario(request, { tamanoMaximo: COMPROBANTE_TAMANO_MAXIMO });
    const r = await notificarPago(db, correo, actor, datosDelComprobante(campos), archivo);
    return respuesta(r, m.notificado);
  });
  addRoute(
    app,
    generarRecibo,
    permiso,
    async ({ params }) => await contrarecibo(db, params.idFacturasProveedoresPagoEnc),
  );
};

export default modulo(registerGestionPagoRoutes, gestionPagoPantalla);
