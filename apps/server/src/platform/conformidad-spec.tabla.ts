/**
 * The spec's calls, as §7 of the four documents lists them (../shared/spec, and §3 where an entity is
 * plainly a call's answer), read by conformidad-spec.test.ts against the running server.
 *
 * - `ruta`: the spec's path under /admin/api, as written (case and trailing slash included), with the
 *   spec's `{product}` kept (the test puts the configured slug, PRODUCT_SLUG) and the other path
 *   parameters filled with a sample value.
 * - `cuerpo`: the body fields the spec names, as it spells them (PascalCase included); `lista` when
 *   the body is a list of such rows. Multipart calls (`multipart`) are checked for their path only:
 *   their fields travel in a form (`json`, `files[0]`) that the spec does not spell out.
 * - `respuesta`: the answer fields the spec names inside `data` (a list: each row's), compared
 *   regardless of case; `raiz`: fields beside value/message/data (sign-in, renewal).
 * - `pendiente`: the screen is not built yet (S26–S37, S48–S51): skipped with the reason.
 * - `desvio`: the product deliberately answers otherwise; the reason is repeated in
 *   docs/decisions/plataforma.md ('Contract conformance'). Only the part named is skipped.
 * - `sinEnviar`: the body is checked against the schema only, never sent (the reason says why).
 */
export interface LlamadaSpec {
  doc: '000' | '001' | '002' | '003';
  metodo: 'GET' | 'POST' | 'DELETE';
  ruta: string;
  cuerpo?: readonly string[];
  lista?: boolean;
  multipart?: boolean;
  respuesta?: readonly string[];
  raiz?: readonly string[];
  /** Values sent instead of the schema's example (by the spec's field name). */
  valores?: Record<string, unknown>;
  pendiente?: string;
  /**
   * `ruta`, `cuerpo`, `respuesta`: that part is not checked (the product answers otherwise);
   * `forma`: checked as the table writes it, which differs from the spec's wording in the way said.
   */
  desvio?: { ruta?: string; cuerpo?: string; respuesta?: string; forma?: string };
  sinEnviar?: string;
}

const S26_S35 = 'Pantallas de proveedores S26–S35 (issue 25): no construidas todavía.';
const S36_S37 = 'Comprobantes de pago S36–S37 (issue 26): no construidos todavía.';
const S48 = 'Sistema de segunda generación S48 (issue 27): no construido todavía.';
const S49_S50 = 'Consulta general de datos S49–S50 (issue 27): no construida todavía.';
const S51 = 'Reporte de facturas S51 (issue 27): no construido todavía.';

const codigoDescripcion = ['codigo', 'descripcion'] as const;

/** 000 §7: shell, catalogues, articles, branch groups, parameters, search helpers. */
const doc000: LlamadaSpec[] = [
  {
    doc: '000',
    metodo: 'POST',
    ruta: '/seguridad/login',
    cuerpo: ['usuario', 'password'],
    raiz: ['value', 'message', 'token', 'data'],
  },
  {
    doc: '000',
    metodo: 'POST',
    ruta: '/seguridad/renovar-token',
    cuerpo: ['refresh_token'],
    raiz: ['accessToken', 'expiresIn'],
    desvio: {
      forma:
        'El token de renovación viaja solo en una cookie HttpOnly (docs/decisions/sesion.md): la respuesta no lleva refreshToken y el refresh_token del cuerpo se acepta y se ignora.',
    },
  },
  {
    doc: '000',
    metodo: 'GET',
    ruta: '/seguridad/credencialesdifarmer/',
    desvio: {
      ruta: 'No construida: la forma de su respuesta no se muestra y ninguna pantalla construida la lee; el producto no guarda credenciales de sesión del mayorista para entregarlas al navegador.',
    },
  },
  {
    doc: '000',
    metodo: 'POST',
    ruta: '/generales/modificarPassword',
    cuerpo: ['idEmpleado', 'password', 'claveAnterior'],
  },
  ...(
    [
      'formulas',
      'laboratorios',
      'lineas',
      'familias',
      'presentaciones',
      'genericos',
      'medicos',
      'sucursales',
      'sucursalespropias',
      'articulosproveedoresmarcas',
    ] as const
  ).map(
    (c): LlamadaSpec => ({
      doc: '000',
      metodo: 'POST',
      ruta: `/catalogos/${c}`,
      cuerpo: ['buscar'],
      respuesta: codigoDescripcion,
    }),
  ),
  ...(['articulosDepartamentos', 'articulosSecciones', 'articulosCategorias'] as const).map(
    (c): LlamadaSpec => ({
      doc: '000',
      metodo: 'POST',
      ruta: `/catalogos/${c}`,
      cuerpo: ['buscar'],
      respuesta: codigoDescripcion,
      desvio: {
        ruta: 'No construida: ninguna pantalla construida la lee; departamentos, secciones y categorías se leen por sus propias llamadas (baranetos/catalogos/…/consulta) (docs/decisions/catalogos.md).',
      },
    }),
  ),
  { doc: '000', metodo: 'GET', ruta: '/catalogos/obtenergenerico/1' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/medidas/1' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/formasadministracion/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/proveedores/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/proveedores/1' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/recargas/proveedores/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/recargas/companias/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/recargas/tipoproductos/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/obtenerestados/' },
  { doc: '000', metodo: 'GET', ruta: '/catalogos/familiasDias/' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/consultar/', cuerpo: ['buscar'] },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/consultar/{product}/', cuerpo: ['buscar'] },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/consultar/detalle/1' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/consultar/codbarras/1' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/validacodbarra/7501000000000' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/agregar' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/guardar' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/pendientes' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/articuloestatuscon' },
  {
    doc: '000',
    metodo: 'GET',
    ruta: '/sucursales/buscadores/ExistenciaSucursalesTotal/1',
    respuesta: ['sucursal', 'existencia'],
  },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/proveedor-costo/1' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/proveedor-costo/consultar/1' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/proveedor-costo/consultar/detalle/1' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/proveedor-costo/guardar' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/proveedor-costo/guardar/detalle/1' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/proveedor-costo/eliminar' },
  { doc: '000', metodo: 'GET', ruta: '/catarticulos/grupo-de-productos/consultar-grupo/1' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/grupo-de-productos/guardar-grupo' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/grupo-de-productos/eliminar-grupo' },
  { doc: '000', metodo: 'POST', ruta: '/catarticulos/grupo-de-productos/marcar-producto-principal' },
  { doc: '000', metodo: 'GET', ruta: '/grupo-sucursales/grupos/' },
  { doc: '000', metodo: 'GET', ruta: '/grupo-sucursales/sucursales-grupo/1' },
  { doc: '000', metodo: 'GET', ruta: '/grupo-sucursales/sucursales/buscar/1' },
  {
    doc: '000',
    metodo: 'POST',
    ruta: '/grupo-sucursales/guardar-elimina',
    cuerpo: ['grupo', 'nombre'],
    // A new group (grupo 0) with a name of its own: the sample must not touch a seeded group.
    valores: { grupo: 0, nombre: 'Conformidad del contrato' },
  },
  {
    doc: '000',
    metodo: 'POST',
    ruta: '/grupo-sucursales/guardar-sucursales/1',
    cuerpo: ['codSucursal', 'nombre', 'seleccionado', 'sucursal'],
    lista: true,
  },
  { doc: '000', metodo: 'GET', ruta: '/parametros/consultar/CLAVE_SAT_RECARGAS' },
  {
    doc: '000',
    metodo: 'GET',
    ruta: '/parametros/baranetos/consultar/TAMANO_IMAGEN',
    desvio: {
      ruta: 'No construida: los parámetros de la línea mayorista que la pantalla de imágenes necesita (tamaño máximo) los da GET /baranetos/mercadotecnia/imagenesarticulos/configuracion (docs/decisions/mercadotecnia.md).',
    },
  },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-proveedores/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-clientes/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-empleados/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-formula/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-productos/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-articulos-difarmer/a' },
  { doc: '000', metodo: 'GET', ruta: '/buscadores/buscar-licenciatarios/a' },
  { doc: '000', metodo: 'POST', ruta: '/buscadores/buscar-sucursal', cuerpo: ['buscar'] },
  { doc: '000', metodo: 'POST', ruta: '/buscadores/buscar-productos-avanzado', cuerpo: ['buscar'] },
  { doc: '000', metodo: 'POST', ruta: '/buscadores/buscar-medico', cuerpo: ['buscar'] },
  { doc: '000', metodo: 'POST', ruta: '/buscadores/buscar-marca', cuerpo: ['buscar'] },
];

const P = '/{product}/mercadotecnia';
const BP = '/baranetos/mercadotecnia';
const promociones = (pre: string): LlamadaSpec[] => [
  { doc: '001', metodo: 'GET', ruta: `${pre}/promocionesticket/` },
  { doc: '001', metodo: 'POST', ruta: `${pre}/promocionesticket/consulta/1` },
  { doc: '001', metodo: 'POST', ruta: `${pre}/guardar-promocionesticket`, multipart: true },
  { doc: '001', metodo: 'POST', ruta: `${pre}/eliminar-promocionesticket/999999` },
  {
    doc: '001',
    metodo: 'POST',
    ruta: `${pre}/actualizar-orden-promocionesticket`,
    cuerpo: ['orden'],
    lista: true,
  },
  { doc: '001', metodo: 'GET', ruta: `${pre}/promocionesticket/consulta-pdf/` },
];

/** 001 §7: marketing and content. */
const doc001: LlamadaSpec[] = [
  { doc: '001', metodo: 'POST', ruta: `${P}/banners/ordenar-banner`, cuerpo: ['banners'] },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/eliminar-banner/999999` },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/clonar-banner/999999/1` },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/consultar-banners/T` },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/consultar-ids-banners/T` },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/visible-banner/999999/1` },
  { doc: '001', metodo: 'POST', ruta: `${P}/banners/guardar-banner`, multipart: true },
  { doc: '001', metodo: 'GET', ruta: `${P}/banners/consultar-imagenes-sucursales-datos` },
  { doc: '001', metodo: 'POST', ruta: `${P}/banners/guardar-imagenes-sucursales`, multipart: true },
  { doc: '001', metodo: 'GET', ruta: `${P}/ofertero/0` },
  { doc: '001', metodo: 'POST', ruta: `${P}/ofertero/guardaroferta`, multipart: true },
  { doc: '001', metodo: 'POST', ruta: `${P}/ofertero/eliminaroferta/999999` },
  ...promociones(P),
  { doc: '001', metodo: 'GET', ruta: '/catalogos/obtenersucursalesactivas/' },
  ...promociones(BP),
  {
    doc: '001',
    metodo: 'GET',
    ruta: `${BP}/imagenesarticulos/consulta-imagenesarticulos/1`,
  },
  { doc: '001', metodo: 'POST', ruta: `${BP}/imagenesarticulos/eliminar-imagenesarticulos/999999` },
  {
    doc: '001',
    metodo: 'POST',
    ruta: `${BP}/imagenesarticulos/guardar-imagenesarticulos`,
    multipart: true,
  },
  {
    doc: '001',
    metodo: 'POST',
    ruta: `${BP}/imagenesarticulos/actualizar-orden-imagenesarticulos`,
  },
  { doc: '001', metodo: 'GET', ruta: '/baranetos/buscadores/buscar-articulos/a' },
  {
    doc: '001',
    metodo: 'GET',
    ruta: '/baranetos/catalogos/catarticulosecommerce/consultamodal/a',
    desvio: {
      ruta: 'No construida: la búsqueda de artículos de Imágenes Artículos es el buscador compartido GET /baranetos/buscadores/buscar-articulos/{texto}, que la misma sección del spec lista (docs/decisions/mercadotecnia.md).',
    },
  },
  { doc: '001', metodo: 'GET', ruta: '/baranetos/almacen/consulta-estatus-pedidos' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/baranetos/almacen/consultar/pedidos/',
    cuerpo: ['fechaInicial', 'fechaFinal', 'estatus'],
    valores: { fechaInicial: '2026-01-01', fechaFinal: '2026-01-31' },
  },
  { doc: '001', metodo: 'GET', ruta: '/baranetos/almacen/consultar/pedidos/detalle/1' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/baranetos/almacen/pedido/estatus/',
    cuerpo: ['folio', 'estatus'],
    valores: { folio: 999999999 },
  },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/clientes/consulta/' },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/clientes/consulta/detalle/1' },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/clientes/consulta/detalle/horarios/1' },
  { doc: '001', metodo: 'POST', ruta: '/catalogos/clientes/guarda/detalle' },
  { doc: '001', metodo: 'POST', ruta: '/catalogos/clientes/guarda/detalle/horarios' },
  { doc: '001', metodo: 'GET', ruta: '/proveedores/proveedormarca-consultar/1' },
  { doc: '001', metodo: 'POST', ruta: '/proveedores/proveedormarca-guardar/', multipart: true },
  { doc: '001', metodo: 'GET', ruta: '/proveedores/proveedorPormarca-consultar/1' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/proveedores/GuardarProveedorPorMarca/',
    // The spec's list: each row names its brand (docs/decisions/catalogos.md, issue 24).
    lista: true,
  },
  { doc: '001', metodo: 'GET', ruta: '/proveedores/EliminarProveedorDeMarca/999999' },
  { doc: '001', metodo: 'GET', ruta: '/proveedores/proveedormarcas-consultar/1/1' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/proveedores/GuardarOrdenProveedores/',
    cuerpo: ['ordenProveedor'],
    lista: true,
    desvio: {
      cuerpo:
        'El cuerpo es { idCatProveedoresMarcasEnc, articulos: [{ codArticulo, ordenProveedor }] }: el orden es el de los artículos de una marca, que el servidor comprueba completo; la lista sola no nombra la marca.',
    },
  },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/dias-internacionales/0' },
  { doc: '001', metodo: 'POST', ruta: '/catalogos/dias-internacionales/guardar-dia-internacional' },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/dias-internacionales/eliminar-dia-internacional/999999' },
  { doc: '001', metodo: 'GET', ruta: '/catalogos/diasinventariofamilia/1/1' },
  { doc: '001', metodo: 'POST', ruta: '/catalogos/diasinventariofamilia-guardar/' },
  { doc: '001', metodo: 'GET', ruta: '/grupos-entrega-hora/' },
  { doc: '001', metodo: 'POST', ruta: '/grupos-entrega-hora/eliminar' },
  { doc: '001', metodo: 'POST', ruta: '/grupos-entrega-hora/guardar' },
  { doc: '001', metodo: 'POST', ruta: '/serviciosmedicos/consulta-listado' },
  { doc: '001', metodo: 'POST', ruta: '/serviciosmedicos/eliminar-servicio-medico' },
  { doc: '001', metodo: 'POST', ruta: '/serviciosmedicos/restaurar-servicio-medico' },
  { doc: '001', metodo: 'POST', ruta: '/serviciosmedicos/modificar-servicio-medico/' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/serviciosmedicos/agregar-servicio-medico/',
    cuerpo: ['servicioMedico', 'articulo'],
  },
  {
    doc: '001',
    metodo: 'GET',
    ruta: '/serviciosmedicos/consulta-listado-tipos-servicios/CatServiciosMedicos/Tipo',
  },
  { doc: '001', metodo: 'GET', ruta: '/administracion/bolsa-de-trabajo/obtener-vacantes' },
  { doc: '001', metodo: 'POST', ruta: '/administracion/bolsa-de-trabajo/guardar-actualizar-vacante' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/administracion/bolsa-de-trabajo/eliminar-vacante',
    cuerpo: ['idVacante'],
    valores: { idVacante: 999999 },
  },
  { doc: '001', metodo: 'GET', ruta: '/administracion/bolsa-de-trabajo/obtener-postulantes-vacante/1' },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/administracion/bolsa-de-trabajo/eliminar-postulante/',
    cuerpo: ['idControlVacantesPostulantes', 'idVacante'],
    valores: { idControlVacantesPostulantes: 999999, idVacante: 999999 },
  },
  {
    doc: '001',
    metodo: 'POST',
    ruta: '/administracion/sucursales-info',
    respuesta: ['estado', 'localidad'],
  },
  {
    doc: '001',
    metodo: 'GET',
    ruta: '/administracion/consultar/articulos/1/1',
    respuesta: ['renglones', 'totalPaginas', 'totalRenglones'],
  },
  { doc: '001', metodo: 'DELETE', ruta: '/administracion/eliminar/articulo/999999' },
  { doc: '001', metodo: 'POST', ruta: '/administracion/guardar/articulo/demanda' },
];

/** 002 §7: finance and suppliers. */
const doc002: LlamadaSpec[] = [
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
  // Minimum stock by brand, exclusion, product/formula minimum stock, contacts and banks.
  ...(
    [
      ['GET', '/proveedores/consultaexistenciaminima/1'],
      ['GET', '/proveedores/catsucursalesexistenciasminimas/1'],
      ['POST', '/proveedores/existenciaMinimaGuardar/'],
      ['GET', '/proveedores/excluirarticulos-consultararticulos/1/1'],
      ['GET', '/proveedores/excluirarticulos-consultarsucursales/1/1/1'],
      ['POST', '/proveedores/excluirarticulos-guardardatos/'],
      ['POST', '/proveedores/stockMinimoBuscar'],
      ['POST', '/proveedores/stockMinimoGuardar/'],
      ['GET', '/proveedores/CopiarStockMinimoGuardar/1/2'],
      ['GET', '/contactoProveedor/marcasYProveedores/'],
      ['GET', '/contactoProveedor/ContactosPorIdMarca/1/0'],
      ['GET', '/contactoProveedor/ObtenerAreas/'],
      ['POST', '/contactoProveedor/GuardarDatosContacto/'],
      ['GET', '/contactoProveedor/EliminarContacto/1/1'],
      ['POST', '/contactoProveedor/GuardarEnvioCorreo/'],
      ['GET', '/contactoProveedor/ObtenerBancos/'],
      ['GET', '/contactoProveedor/BancosPorIdMarca/1/0'],
      ['POST', '/contactoProveedor/GuardarDatosCuentaBanco/'],
      ['GET', '/Facturas/ObtenerEstatus/'],
      ['POST', '/Facturas/ProveedoresFacturasCon/'],
      ['GET', '/Facturas/ProveedoresFacturasComboBanco/1'],
      ['GET', '/Facturas/ProveedoresFacturasNotasCon/'],
      ['GET', '/Facturas/ProveedoresFacturasPagoDetalleCon/1/1'],
      ['POST', '/Facturas/ProveedoresFacturasProcesoPago/'],
      ['POST', '/Facturas/ProveedoresFacturasProcesoPagoCon/'],
      ['POST', '/Facturas/ProveedoresFacturasComprobante/'],
      ['GET', '/Facturas/ProveedoresFacturasGenerarRecibo/1'],
      ['GET', '/proveedoresPedido/ObtenerEstatus/'],
      ['POST', '/proveedoresPedido/ProveedorPedidosCon/'],
      ['GET', '/administracion/obtener-proveedores'],
      ['GET', '/administracion/obtener-proveedores-permitidos/1/1'],
      ['GET', '/administracion/obtener-sucursales/1/1'],
      ['POST', '/administracion/eliminar-relacion-sucursal/'],
      ['POST', '/administracion/guardar-sucursales/'],
    ] as const
  ).map(([metodo, ruta]): LlamadaSpec => ({ doc: '002', metodo, ruta, pendiente: S26_S35 })),
  ...(
    [
      ['POST', '/comprobantepago/obtener-comprobantepago'],
      ['POST', '/comprobantepago/guardar-facturapago/1/1/1/'],
      ['GET', '/comprobantepago/timbrar-pago/1'],
      ['POST', '/comprobantepago/generar-pdf/1'],
      ['POST', '/comprobantepago/pendiente-timbrar'],
      ['POST', '/comprobantepago/guardar-cfdpagos'],
      ['GET', '/comprobantepago/obtener-xmlpago/1'],
      ['POST', '/comprobantepago/obtener-seriepago'],
    ] as const
  ).map(([metodo, ruta]): LlamadaSpec => ({ doc: '002', metodo, ruta, pendiente: S36_S37 })),
];

/** 003 §7: administration, systems, reports and wholesale catalogues. */
const doc003: LlamadaSpec[] = [
  { doc: '003', metodo: 'GET', ruta: '/administracion/obtener-menu/1' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/administracion/guardar-permiso',
    cuerpo: ['idWebUsuario', 'permisosWebUsuario'],
    sinEnviar:
      'Guardar permisos con un cuerpo de ejemplo quitaría al administrador sus pantallas (su prueba es la de la pantalla).',
  },
  { doc: '003', metodo: 'GET', ruta: '/permisosCaja{product}/obtener-menu-caja/1' },
  { doc: '003', metodo: 'POST', ruta: '/permisosCaja{product}/guardar-permiso-caja' },
  { doc: '003', metodo: 'GET', ruta: '/permisosAlmacenBaranetos/obtener-menu-almacen/1' },
  { doc: '003', metodo: 'POST', ruta: '/permisosAlmacenBaranetos/guardar-permiso-almacen' },
  { doc: '003', metodo: 'GET', ruta: '/administracion/obtener-ventas-transferencias/' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/administracion/guardar-ventas-transferencias',
    cuerpo: ['CodUsuario', 'CodSucursal'],
    valores: { CodUsuario: 999999 },
  },
  { doc: '003', metodo: 'POST', ruta: '/direccion/consulta', respuesta: ['direcciones', 'sucursales'] },
  { doc: '003', metodo: 'POST', ruta: '/direccion/guardar' },
  { doc: '003', metodo: 'POST', ruta: '/direccion/eliminar' },
  { doc: '003', metodo: 'GET', ruta: '/catalogos-sat/codigo-postal/44100' },
  { doc: '003', metodo: 'GET', ruta: '/grupos-entrega/' },
  { doc: '003', metodo: 'GET', ruta: '/grupos-entrega/filtro/1' },
  { doc: '003', metodo: 'GET', ruta: '/grupos-entrega/grupos' },
  { doc: '003', metodo: 'GET', ruta: '/grupos-entrega/sucursales' },
  { doc: '003', metodo: 'POST', ruta: '/grupos-entrega/eliminar' },
  { doc: '003', metodo: 'POST', ruta: '/grupos-entrega/eliminar-todas' },
  { doc: '003', metodo: 'POST', ruta: '/grupos-entrega/guardar' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/traspasosSuc/ConsultaTraspasos/',
    cuerpo: [
      'FolioTraspaso',
      'CodSucursalOrigen',
      'CodSucursalDestino',
      'Estatus',
      'FechaTraspaso',
      'FechaRecibio',
      'PageLoad',
    ],
    valores: { CodSucursalOrigen: -1 },
  },
  { doc: '003', metodo: 'GET', ruta: '/traspasosSuc/ConTraspasosDetalle/1' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/traspasosSuc/ExportarAExcel/',
    cuerpo: [
      'FolioTraspaso',
      'CodSucursalOrigen',
      'CodSucursalDestino',
      'Estatus',
      'FechaTraspaso',
      'FechaRecibio',
      'sIdTraspasosSucursales',
    ],
    valores: { CodSucursalOrigen: -1 },
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/traspasosSuc/RecibirTraspaso/',
    cuerpo: ['SIdTraspasosSucursalesEnc', 'UsuarioRecibio'],
    valores: { SIdTraspasosSucursalesEnc: '999999' },
  },
  { doc: '003', metodo: 'POST', ruta: '/abrir-pagina-licenciatarios/login-licenciatario' },
  { doc: '003', metodo: 'POST', ruta: '/abrir-pagina-licenciatarios/guardar-bitacora/1' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/adminRecargas/consultaDatosProveedor/',
    cuerpo: ['CodSucursal', 'IdProveedor', 'IdCatRecargasUsuarioSucursal'],
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/adminRecargas/guardarDatosProveedor/',
    cuerpo: [
      'IdCatRecargasUsuarioSucursal',
      'CodSucursal',
      'IdProveedor',
      'Usuario',
      'PassWord',
      'IdWebUsuario',
    ],
    valores: { IdCatRecargasUsuarioSucursal: 999999 },
  },
  { doc: '003', metodo: 'GET', ruta: '/adminRecargas/reenviarDatosProveedor/999999/1' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/antibioticosmedicos/consulta-medicos',
    cuerpo: ['pagina', 'tamanoPagina', 'idMedico'],
  },
  { doc: '003', metodo: 'POST', ruta: '/antibioticosmedicos/consulta-domicilios', cuerpo: ['idMedico'] },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/antibioticosmedicos/consulta-registros',
    respuesta: ['totalRegistros'],
  },
  { doc: '003', metodo: 'POST', ruta: '/antibioticosmedicos/eliminar-domicilio', cuerpo: ['idUsuario'] },
  { doc: '003', metodo: 'POST', ruta: '/antibioticosmedicos/modificar-domicilio/' },
  { doc: '003', metodo: 'POST', ruta: '/antibioticosmedicos/modificar-datos-principales/' },
  ...(
    [
      ['GET', '/{product}v20/sistemas/obtener-sucursales-sin-actualizar'],
      ['GET', '/{product}v20/sistemas/obtener-sucursales/T'],
      ['POST', '/{product}v20/sistemas/guardar-sucursal'],
      ['POST', '/{product}v20/sistemas/eliminar-sucursal'],
      ['POST', '/{product}v20/sistemas/actualizar-articulos-sucursal'],
    ] as const
  ).map(([metodo, ruta]): LlamadaSpec => ({ doc: '003', metodo, ruta, pendiente: S48 })),
  ...(
    [
      ['GET', '/consulta-general/opciones/1'],
      ['POST', '/consulta-general/datos/'],
      ['POST', '/consulta-general/excel/'],
      ['GET', '/ConsultaGeneral/OpcionesComboEspecial/1'],
      ['GET', '/baranetos/consulta-general/opciones/1'],
      ['POST', '/baranetos/consulta-general/datos/'],
      ['POST', '/baranetos/consulta-general/excel/'],
      ['GET', '/baranetos/ConsultaGeneral/OpcionesComboEspecial/1'],
    ] as const
  ).map(([metodo, ruta]): LlamadaSpec => ({ doc: '003', metodo, ruta, pendiente: S49_S50 })),
  { doc: '003', metodo: 'POST', ruta: '/reportes/facturas/', pendiente: S51 },
  { doc: '003', metodo: 'GET', ruta: '/reportes/facturas-detalle/1', pendiente: S51 },
  ...(['departamentos', 'secciones', 'categorias'] as const).flatMap((c): LlamadaSpec[] => [
    {
      doc: '003',
      metodo: 'GET',
      ruta: `/baranetos/catalogos/${c}/consulta/a`,
      respuesta: codigoDescripcion,
    },
    { doc: '003', metodo: 'GET', ruta: `/baranetos/catalogos/${c}/eliminar/999999` },
  ]),
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/baranetos/catalogos/departamentos/guardar',
    cuerpo: ['codigo', 'descripcion'],
    valores: { codigo: 0, descripcion: 'Conformidad del contrato' },
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/baranetos/catalogos/secciones/guardar',
    cuerpo: ['codigo', 'descripcion', 'IdDepartamento', 'departamento'],
    valores: { codigo: 0, descripcion: 'Conformidad del contrato' },
  },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/baranetos/catalogos/categorias/guardar',
    cuerpo: ['codigo', 'descripcion', 'IdSeccion', 'seccion'],
    valores: { codigo: 0, descripcion: 'Conformidad del contrato' },
  },
  { doc: '003', metodo: 'GET', ruta: '/baranetos/catalogos/catarticulosecommerce/consulta/1' },
  { doc: '003', metodo: 'GET', ruta: '/baranetos/catalogos/catarticulosecommerce/eliminar/999999' },
  { doc: '003', metodo: 'GET', ruta: '/baranetos/catalogos/catarticulosecommerce/busquedaarticulo/a' },
  { doc: '003', metodo: 'GET', ruta: '/baranetos/catalogos/catarticulosecommerce/variantes/a' },
  { doc: '003', metodo: 'GET', ruta: '/baranetos/catalogos/catarticulosecommerce/traearticulos/1' },
  ...(['guardar', 'editar'] as const).map(
    (a): LlamadaSpec => ({
      doc: '003',
      metodo: 'POST',
      ruta: `/baranetos/catalogos/catarticulosecommerce/${a}`,
      cuerpo: [
        'idCatArticulosArticuloPrincipal',
        'Descripcion',
        'ManejaVariantes',
        'CodArticulo',
        'Articulos',
      ],
      valores: { idCatArticulosArticuloPrincipal: a === 'guardar' ? 0 : 999999, Articulos: [] },
    }),
  ),
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/Baranetos/guardardiasdescuentos',
    cuerpo: [
      'codPromocion',
      'nomPromocion',
      'codSucursal',
      'lunes',
      'martes',
      'miercoles',
      'jueves',
      'viernes',
      'sabado',
      'domingo',
      'descuento',
      'fechaVigenciaInicio',
      'fechaVigenciaFinal',
    ],
  },
  { doc: '003', metodo: 'GET', ruta: '/Baranetos/obtenerdiasdescuentos/0/0/0' },
  {
    doc: '003',
    metodo: 'GET',
    ruta: '/Baranetos/obtenersucursales/',
    respuesta: ['codSucursal', 'descripcion'],
  },
  { doc: '003', metodo: 'GET', ruta: '/Baranetos/validardeptoseccioncategoria/1/D' },
  {
    doc: '003',
    metodo: 'POST',
    ruta: '/Baranetos/guardardescuentosgenerales',
    cuerpo: ['tipo', 'id', 'estatus'],
    valores: { id: 999999 },
  },
  { doc: '003', metodo: 'GET', ruta: '/Baranetos/obtenerDepartamentosExcluidos/0' },
  { doc: '003', metodo: 'GET', ruta: '/Baranetos/obtenerSeccionesExcluidos/0' },
  { doc: '003', metodo: 'GET', ruta: '/Baranetos/obtenerCategoriasExcluidos/0' },
];

export const LLAMADAS_SPEC: readonly LlamadaSpec[] = [...doc000, ...doc001, ...doc002, ...doc003];
