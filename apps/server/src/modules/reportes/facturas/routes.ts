import {
  consultaFacturasReporte,
  detalleFacturaReporte,
  EXPORTAR_PREFIJO,
  type FacturaCorte,
  facturasReportePantalla,
  facturasReporteMessages as fm,
} from '@farmasi/contracts/reportes/facturas';
import { addExportRoute } from '../../../platform/exportar.ts';
import { selloArchivo } from '../../../platform/exportar-csv.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { detalleFactura } from './detalle.ts';
import { COLUMNAS_CSV } from './exportacion.ts';
import { listarFacturas, revisarRango, todasLasFacturas } from './queries.ts';

/** S51 Invoices report (003 §7): every call is granted by the screen's menu entry. */
export const registerFacturasReporteRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(facturasReportePantalla);

  // POST /reportes/facturas/: one page of the invoices that differ from their cut by more than 0.01.
  addRoute(app, consultaFacturasReporte, permiso, async ({ body }) => {
    revisarRango(body);
    const pagina = await listarFacturas(db, body, body.tamanoPagina, (body.pagina - 1) * body.tamanoPagina);
    return pagina.totalRegistros ? pagina : respuesta(pagina, fm.sinDatos);
  });

  // GET /reportes/facturas-detalle/{idFactura}
  addRoute(
    app,
    detalleFacturaReporte,
    permiso,
    async ({ params }) => await detalleFactura(db, params.idFactura),
  );

  // 'Exportar Excel': every row of the search (all its pages) as VentasPorCorte_yyyymmdd_hhmmss.csv (003 §9).
  addExportRoute<typeof consultaFacturasReporte, FacturaCorte>(app, consultaFacturasReporte, permiso, {
    archivo: () => `${EXPORTAR_PREFIJO}_${selloArchivo()}`,
    formato: 'csv',
    hoja: 'Ventas por corte',
    columnas: COLUMNAS_CSV,
    filas: ({ body }) => {
      revisarRango(body);
      return todasLasFacturas(db, body);
    },
  });
};

export default modulo(registerFacturasReporteRoutes, facturasReportePantalla);
