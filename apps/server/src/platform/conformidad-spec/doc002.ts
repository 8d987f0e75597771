import { doc002Facturas } from './doc002-facturas.ts';
import { doc002Proveedores } from './doc002-proveedores.ts';
import type { LlamadaSpec } from './tipos.ts';

/** 002 §7: finance and suppliers. */
export const doc002: LlamadaSpec[] = [
  { doc: '002', metodo: 'GET', ruta: '/empresascredito/consultar/a' },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/empresascredito/consultarRFCCliente',
    cuerpo: ['rfc'],
    valores: { rfc: 'GOMJ8001011A0' },
    respuesta: ['code', 'clientes', 'regimenFiscal', 'correos', 'domicilios'],
    desvio: {
      forma:
        'code viaja dentro de data, junto a clientes, regimenFiscal, correos y domicilios: toda respuesta es el sobre { value, message, data } (ARCHITECTURE.md, regla 1).',
    },
  },
  { doc: '002', metodo: 'POST', ruta: '/empresascredito/guardarCliente' },
  {
    doc: '002',
    metodo: 'GET',
    ruta: '/empresascredito/regimenFiscal',
    respuesta: ['regimenFiscal', 'descripcion'],
  },
  {
    doc: '002',
    metodo: 'GET',
    ruta: '/empresascredito/codigoPostal/44100',
    respuesta: ['colonia', 'localidad', 'municipio', 'estado'],
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/empresascredito/guardarCorreoCliente',
    cuerpo: ['idCatClientesFacturacion', 'correo'],
    valores: { idCatClientesFacturacion: 999999, correo: 'conformidad@example.com' },
  },
  { doc: '002', metodo: 'POST', ruta: '/empresascredito/eliminarCorreoCliente' },
  {
    doc: '002',
    metodo: 'GET',
    ruta: '/empresascredito/consultarUsoCFDI/1',
    desvio: {
      ruta: 'No construida: ninguna pantalla del spec la lee (docs/decisions/contabilidad.md).',
    },
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/empresascredito/verificarRFC',
    cuerpo: ['rfc', 'codigoPostal', 'nombre', 'regimenFiscal'],
    respuesta: ['valor', 'mensaje'],
    desvio: {
      forma:
        'valor y mensaje viajan dentro de data, bajo el sobre común { value, message, data } (ARCHITECTURE.md, regla 1).',
    },
  },
  {
    doc: '002',
    metodo: 'GET',
    ruta: '/contabilidad/cuentas-contables',
    respuesta: ['empresas', 'sucursales'],
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/contabilidad/guardar-cuenta-empresa',
    cuerpo: ['IdCatEmpresa', 'Cuenta'],
    valores: { IdCatEmpresa: 999999, Cuenta: '105-01-000001' },
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/contabilidad/guardar-cuenta-sucursal',
    cuerpo: ['IdCatCuentasContables', 'CuentaEfectivo', 'CuentaTasaGral', 'CuentaTasa0'],
    valores: { IdCatCuentasContables: 999999 },
  },
  ...(
    [
      'polizacostoventa',
      'polizacostoventabaranetos',
      'polizacostoventatalleres',
      'polizabonificacion',
      'polizabonificacionbaranetos',
      'polizabonificaciontalleres',
      'polizadevolucion',
      'polizadevolucionbaranetos',
      'polizadevolucionbgp',
    ] as const
  ).map(
    (p): LlamadaSpec => ({
      doc: '002',
      metodo: 'POST',
      ruta: `/polizas/${p}`,
      cuerpo: ['fechaInicio', 'fechaFin', 'poliza', 'empresa', 'folio'],
      valores: { fechaInicio: '2026-01-01', fechaFin: '2026-01-01' },
    }),
  ),
  { doc: '002', metodo: 'POST', ruta: '/polizas/empresasconsultar' },
  {
    doc: '002',
    metodo: 'GET',
    ruta: '/proveedores/1/0',
    // §3 'Scheduled price row'.
    respuesta: [
      'codArticulo',
      'descripcion',
      'marca',
      'costoActual',
      'nuevoCosto',
      'precioPublico',
      'fechaInicio',
      'proveedor',
    ],
  },
  { doc: '002', metodo: 'GET', ruta: '/proveedores/preciosPendientesDeEnviar/' },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/proveedores/preciosProgramadosGuardar/',
    cuerpo: ['CodProveedor', 'Usuario', 'DatosPrecios'],
  },
  ...doc002Proveedores,
  ...doc002Facturas,
  // S36–S37 payment receipts (issue 26; docs/decisions/comprobantes-pago.md).
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/comprobantepago/obtener-comprobantepago',
    cuerpo: ['fi', 'ff'],
    valores: { fi: '2020-01-01', ff: '2030-12-31' },
    // §3 'receipt-invoice rows' and the selection items' codCliente.
    respuesta: [
      'folio',
      'serie',
      'nombreCliente',
      'rfcCliente',
      'importe',
      'fechaFactura',
      'seleccionado',
      'codCliente',
    ],
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/comprobantepago/guardar-facturapago/999999/03/2026-01-01/',
    lista: true,
    respuesta: ['idPago'],
  },
  { doc: '002', metodo: 'GET', ruta: '/comprobantepago/timbrar-pago/999999', respuesta: ['valor'] },
  { doc: '002', metodo: 'POST', ruta: '/comprobantepago/generar-pdf/999999' },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/comprobantepago/pendiente-timbrar',
    cuerpo: ['fi', 'ff', 'seriePago'],
    valores: { fi: '2020-01-01', ff: '2030-12-31', seriePago: 'BA' },
    // §3 'Payment receipt (pending list)'.
    respuesta: [
      'folioPago',
      'seriePago',
      'nomCliente',
      'montoPago',
      'fechaEmision',
      'timbrado',
      'iDFacturaPagosEnc',
      'idPago',
    ],
  },
  {
    doc: '002',
    metodo: 'POST',
    ruta: '/comprobantepago/guardar-cfdpagos',
    lista: true,
    cuerpo: ['idPago'],
    valores: { idPago: 999999 },
  },
  { doc: '002', metodo: 'GET', ruta: '/comprobantepago/obtener-xmlpago/999999' },
  { doc: '002', metodo: 'POST', ruta: '/comprobantepago/obtener-seriepago', respuesta: ['seriePago'] },
];
