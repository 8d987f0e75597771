import {
  consultaFacturas,
  type Factura,
  facturasEnRevisionPantalla,
  obtenerEstatusFacturas,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { contarFacturas, estatusFacturas, listarFacturas, revisarRango } from './queries.ts';

/** Invoices in review (S30, 002 §7): every call is granted by the screen's menu entry. */
export const registerFacturasEnRevisionRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(facturasEnRevisionPantalla);

  addRoute(app, obtenerEstatusFacturas, permiso, async () => await estatusFacturas(db));

  addRoute(app, consultaFacturas, permiso, async ({ body }) => {
    revisarRango(body);
    const total = await contarFacturas(db, body);
    const facturas = total
      ? await listarFacturas(db, body, body.tamanoPagina, (body.pagina - 1) * body.tamanoPagina)
      : [];
    return { facturas, totalRegistros: total };
  });

  // 'Exportar a Excel': every filtered invoice, in the list's order and columns.
  addExportRoute<typeof consultaFacturas, Factura>(app, consultaFacturas, permiso, {
    archivo: 'facturas-en-revision',
    hoja: 'Facturas',
    columnas: [
      { encabezado: 'Fecha de carga', valor: (x) => x.fechaSubida, tipo: 'fechaHora', ancho: 20 },
      { encabezado: 'Folio', valor: (x) => x.folioFactura, ancho: 12 },
      { encabezado: 'Serie', valor: (x) => x.serie, ancho: 8 },
      { encabezado: 'Importe', valor: (x) => x.importe, tipo: 'moneda', ancho: 16 },
      { encabezado: 'Marca', valor: (x) => x.marca, ancho: 22 },
      { encabezado: 'Proveedor', valor: (x) => x.proveedor, ancho: 40 },
      { encabezado: 'Fecha de factura', valor: (x) => x.fechaFactura, tipo: 'fecha', ancho: 16 },
      { encabezado: 'Estatus factura', valor: (x) => x.estatusDescripcion, ancho: 18 },
    ],
    filas: ({ body }) => {
      revisarRango(body);
      let leidas = 0;
      return porLotes(async (_ultima, limite) => {
        const lote = await listarFacturas(db, body, limite, leidas);
        leidas += lote.length;
        return lote;
      });
    },
  });
};

export default modulo(registerFacturasEnRevisionRoutes, facturasEnRevisionPantalla);
