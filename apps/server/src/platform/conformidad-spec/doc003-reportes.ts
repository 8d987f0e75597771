import type { LlamadaSpec } from './tipos.ts';

const OPCION_CONSULTA = [
  'idOpcion',
  'descripcion',
  'mostrarFechaInicial',
  'mostrarFechaFinal',
  'mostrarSolicitarDato',
  'mostrarSolicitarDato2',
  'textoSolicitarDato',
  'textoSolicitarDato2',
  'filtroDato',
  'filtroDato2',
  'comboEspecial',
  'comboEspecialTexto',
];
const BUSQUEDA_CONSULTA = [
  'idOpcion',
  'fechaInicio',
  'fechaFin',
  'valores',
  'valores2',
  'comboEspecialTipo',
  'comboEspecialValor',
];

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
  // S49–S50 (both lines: the same calls under /baranetos).
  ...(['', '/baranetos'] as const).flatMap((linea): LlamadaSpec[] => {
    const valores = {
      idOpcion: linea ? 101 : 1,
      fechaInicio: '2020-01-01',
      fechaFin: '2020-01-31',
      valores: '',
      valores2: '',
      comboEspecialTipo: linea ? 11 : 1,
      comboEspecialValor: 'TODOS',
    };
    return [
      { doc: '003', metodo: 'GET', ruta: `${linea}/consulta-general/opciones/1`, respuesta: OPCION_CONSULTA },
      {
        doc: '003',
        metodo: 'POST',
        ruta: `${linea}/consulta-general/datos/`,
        cuerpo: BUSQUEDA_CONSULTA,
        valores,
        desvio: {
          forma:
            'Paginada en el servidor (20 filas): el cuerpo admite además pagina, y data es una página (columnas, filas, pagina, tamanoPagina, totalRegistros).',
        },
      },
      {
        doc: '003',
        metodo: 'POST',
        ruta: `${linea}/consulta-general/excel/`,
        cuerpo: [...BUSQUEDA_CONSULTA, 'opcionSeleccionada'],
        valores: { ...valores, opcionSeleccionada: 'Ventas por sucursal' },
        ...(linea
          ? {
              desvio: { respuesta: 'Responde el .xlsx como descarga en flujo, no en base64 dentro de data.' },
            }
          : {}),
      },
      {
        doc: '003',
        metodo: 'GET',
        ruta: `${linea}/ConsultaGeneral/OpcionesComboEspecial/${linea ? 11 : 1}`,
        respuesta: ['valor', 'descripcion'],
      },
    ];
  }),
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
