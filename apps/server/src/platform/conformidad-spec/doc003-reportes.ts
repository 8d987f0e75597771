import type { LlamadaSpec } from './tipos.ts';

/** 003 §7: systems and reports (S48–S51). */
export const doc003Reportes: LlamadaSpec[] = [
  // S48
  { doc: '003', metodo: 'GET', ruta: '/{product}v20/sistemas/obtener-sucursales-sin-actualizar' },
  {
    doc: '003',
    metodo: 'GET',
    ruta: '/{product}v20/sistemas/obtener-sucursales/T',
    respuesta: ['sistemas', 'sucursales', 'sistemasSucursales'],
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/{product}v20/sistemas/guardar-sucursal',
    cuerpo: ['codSucursal', 'fecha', 'prefijo', 'telefono'],
    valores: { codSucursal: 999999, fecha: '2026-01-15', prefijo: 'CONF01', telefono: '2221234567' },
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/{product}v20/sistemas/eliminar-sucursal',
    cuerpo: ['codSucursal'],
    valores: { codSucursal: 999999 },
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/{product}v20/sistemas/actualizar-articulos-sucursal',
    cuerpo: ['codSucursal'],
    valores: { codSucursal: 999999 },
  },
  // S51
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/reportes/facturas/',
    cuerpo: ['fechaInicio', 'fechaFin', 'codSucursal'],
    valores: { fechaInicio: '2026-01-01', fechaFin: '2026-12-31', codSucursal: 0 },
    respuesta: [
      'farmacia',
      'sucursal',
      'corte',
      'fecha',
      'exento',
      'gravado',
      'iVA',
      'iEPS',
      'total',
      'idFactura',
      'folio',
      'clienteFactura',
      'importeCorte',
      'importeFactura',
      'diferencia',
      'fechaTimbrado',
      'importeNC',
    ],
    desvio: {
      respuesta:
        'Paginada en el servidor (20 por página): las filas viajan en data.facturas, junto a totalRegistros.',
    },
  },
  {
    doc: '003',
    metodo: 'GET',
    ruta: '/reportes/facturas-detalle/1',
    respuesta: ['factura', 'tickets', 'descontadoGlobal', 'venta'],
    desvio: {
      forma:
        'factura y tickets llegan como listas JSON, no como texto JSON que el cliente tenga que volver a leer.',
    },
  },
];
