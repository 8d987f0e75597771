import { z } from 'zod';
import { texto as cadena, entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { buscarBody, catalogoItemSchema } from './sucursales.ts';

/** Screen routes, also the menu urls that grant the calls (docs/decisions/, Articles). */
export const ALTA_ARTICULOS_URL = '/{product}/catalogos/catarticulos';

/** Business constants of the article screens (000 §9). */
export const articulosConst = {
  pendientesPorPagina: 50,
  resultadosPorPagina: 25,
  /** The registration search answers at most this many articles (four pages of 25). */
  busquedaMaximo: 100,
  totalInicial: 200,
  codigoSatDefault: '01010101',
  codigoSatMax: 8,
  estatusDefault: 'A',
  tipoCodBarras: 'F',
  registroSsaMax: 50,
  fraccionMax: 50,
  contenidoMax: 50,
  recargaDescripcionMax: 250,
  descripcionMax: 200,
  codBarrasMax: 20,
  parametroCodigoSat: 'CODIGO_SAT_RECARGA',
  filtrosSucursal: [
    { codigo: '01', descripcion: 'Todas' },
    { codigo: '02', descripcion: 'Propias' },
    { codigo: '03', descripcion: 'Licenciatarios' },
  ],
} as const;

/** Every Spanish text of the article screens (000 §2, §5, §8). */
export const articulosMsg = {
  tituloPendientes: 'Artículos DIFARMER pendientes de completar.',
  tituloAlta: 'Alta de artículos',
  busquedaAcotada: 'Se muestran los primeros {maximo} resultados; escriba más texto para acotar la búsqueda.',
  sinDescripcion: 'Escribir una descripcion',
  sinCodBarras: 'Debe agregar al menos un codigo de barras',
  codigoSat: 'Codigo SAT no valido',
  sinRegistroSsa: 'Escribir un Registro SSA',
  sinFraccion: 'Escribira Fraccion',
  sinFormula: 'Debe agregar una formula',
  sinLaboratorio: 'Debe agregar un laboratorio',
  sinFormaFarmaceutica: 'Debe agregar una forma farmaceutica',
  sinMedida: 'Seleccione una Medida',
  sinGotas: 'Agregar Gotas x ML',
  sinLinea: 'Debe agregar una linea',
  sinFamilia: 'Debe agregar una familia',
  sinRecargaProveedor: 'Debe seleccionar un proveedor de recarga',
  sinRecargaCompania: 'Debe seleccionar una compañia de recarga',
  sinRecargaTipo: 'Debe seleccionar un tipo de recarga',
  sinRecargaCaracteristica: 'Debe indicar las características de recarga',
  sinRecargaImporte: 'Debe indicar el importe de la recarga',
  sinRecargaDescripcion: 'Debe indicar una descripcion para la recarga',
  sinPrecioGlobal: 'Debe seleccionar un proveedor para usar como precio global',
  guardado: 'Articulo guardado correctamente',
  deseaGuardar: '¿Desea guardar los cambios?',
  sinResultadosBusqueda:
    'No se encontraron resultados para ({buscar}) y no puede ser usado como codigo de articulo nuevo',
  sinMarca: 'Seleccione una marca',
  sinProveedor: 'Debe de seleccionar un proveedor para continuar.',
  precioMayoreo: 'Precio Mayoreo invalido',
  precioPublico: 'Precio Público invalido',
  costo: 'Costo invalido',
  sinProductoOGrupo: 'Debe seleccionar un producto o grupo',
  principalNoSeElimina: 'No se puede eliminar un producto marcado como principal.',
  sinArticuloExistencia: 'Seleccione un artículo para mostrar su existencia.',
  formasAdministracionFallo: 'Problemas al cargar las formas de administracion',
  // Server answers the spec does not word (docs/decisions/).
  noExiste: 'El artículo {codigo} no existe.',
  difarmerNoExiste: 'El artículo DIFARMER {codigo} no existe.',
  yaCompletado: 'El artículo DIFARMER {codigo} ya fue completado con el código {codigoFarmasi}.',
  codBarrasAsignado: 'El código de barras {codBarras} ya está asignado al artículo {codigo} {descripcion}.',
  codBarrasInvalido: 'El código de barras solo admite dígitos (máximo 20).',
  catalogoNoExiste: 'Uno de los valores elegidos ya no existe en su catálogo.',
  medidaNoCorresponde: 'La medida elegida no corresponde a la forma farmacéutica.',
  estatusNoExiste: 'El estatus {estatus} no existe.',
  costoNoExiste: 'El costo de proveedor no existe.',
  costoDuplicado: 'El artículo ya tiene un costo con ese proveedor de la marca.',
  proveedorNoEsDeMarca: 'El proveedor no pertenece a la marca elegida.',
  sucursalEnOtroCosto: 'La sucursal {sucursal} ya tiene otro costo de proveedor para este artículo.',
  sucursalNoExiste: 'La sucursal {codSucursal} no existe o está inactiva.',
  sucursalNoEsFarmacia:
    'La sucursal {codSucursal} no es una farmacia de la cadena; no puede tener costo de proveedor.',
  costoGuardado: 'Costo guardado correctamente.',
  costoEliminado: 'Costo eliminado correctamente.',
  sucursalesGuardadas: 'Sucursales guardadas correctamente.',
  grupoGuardado: 'Producto agregado al grupo correctamente.',
  grupoEliminado: 'Producto eliminado del grupo correctamente.',
  principalMarcado: 'Producto marcado como principal.',
  grupoNoHabilitado: 'La fórmula del artículo no admite grupo de productos.',
  articuloOtraFormula: 'El artículo no pertenece a la fórmula del grupo.',
  articuloNoEnGrupo: 'El artículo no está en el grupo.',
  grupoNoExiste: 'El grupo {grupo} no existe en la fórmula.',
  parametroNoExiste: 'El parámetro {nombre} no existe.',
} as const;

const texto = (max: number, campo: string) =>
  cadena().trim().max(max, `${campo} admite como máximo ${max} caracteres.`);
const digitos = (max: number, campo: string) =>
  cadena()
    .trim()
    .max(max, `${campo} admite como máximo ${max} dígitos.`)
    .regex(/^\d*$/, `${campo} solo admite dígitos.`);
const codigo = entero().min(0);
const monto = (decimales: number) =>
  z
    .number()
    .min(0)
    .max(99_999_999)
    .refine(
      (n) => Number.isFinite(n) && Math.abs(n * 10 ** decimales - Math.round(n * 10 ** decimales)) < 1e-6,
      {
        message: `Admite como máximo ${decimales} decimales.`,
      },
    );

const itemDifarmer = z.object({ codigo: entero(), descripcion: cadena(300) });
const itemFarmasi = z.object({
  codigo: codigo,
  descripcion: cadena().max(300).default(''),
  aplicar: z.boolean().default(false),
  desglozar: z.boolean().default(false),
});
const proveedorFarmasi = z.object({ codigo: codigo, descripcion: cadena().max(300).default('') });

export const codBarrasSchema = z.object({
  codArticulo: entero().default(0),
  codBarras: digitos(20, 'El código de barras').min(1, 'El código de barras está vacío.'),
  tipo: cadena().max(1).default('F'),
});
export type CodBarras = z.infer<typeof codBarrasSchema>;

/** Article detail (000 §3): the data of detalle, the body and the answer of agregar/guardar. */
export const articuloSchema = z.object({
  codArticulo: codigo,
  codArticuloFarmasi: codigo,
  descripcion: texto(articulosConst.descripcionMax, 'La descripción'),
  descripcionFarmasi: texto(articulosConst.descripcionMax, 'La descripción de la cadena').default(''),
  descEstatusFSI: cadena().default(''),
  descEstatusDif: cadena().default(''),
  estatusFarmasi: cadena().trim().min(1).max(1).default('A'),
  soloFarmasi: z.boolean(),
  alto: monto(2).default(0),
  ancho: monto(2).default(0),
  fondo: monto(2).default(0),
  colectivo: entero().min(0).max(100_000).default(0),
  ultimoCosto: monto(4).default(0),
  iva: z.boolean().default(false),
  ieps: z.boolean().default(false),
  fechaCaducidad: z.boolean().default(false),
  codigoSAT: digitos(8, 'El código SAT').default('01010101'),
  registroSSA: texto(50, 'El Registro SSA').default(''),
  fraccion: texto(50, 'La Fracción').default(''),
  codMedida: codigo.default(0),
  gotasML: monto(2).default(0),
  deshabilitaGotas: z.boolean().default(true),
  formaAdministracion: codigo.default(0),
  presentacion: texto(50, 'El Contenido').default(''),
  generico: codigo.default(0),
  unidadCompraProv: entero().min(1, 'La unidad de compra debe ser al menos 1.').max(100_000).default(1),
  unidadVtaFcia: entero().min(1, 'La unidad de venta debe ser al menos 1.').max(100_000).default(1),
  codBarras: z.array(codBarrasSchema).max(50).default([]),
  proveedorDefault: codigo.default(0),
  idCatProveedoresMarcasEnc: codigo.default(0),
  articuloRecarga: z.boolean().default(false),
  recargaProveedor: codigo.default(0),
  recargaCompania: codigo.default(0),
  recargaTipoProducto: codigo.default(0),
  recargaSKU: texto(50, 'El SKU de recarga').default(''),
  recargaImporte: monto(2).default(0),
  recargaDescripcion: texto(250, 'La descripción de recarga').default(''),
  recargaCaracteristica: texto(250, 'Las características de recarga').default(''),
  difarmer: z
    .object({
      formula: itemDifarmer,
      laboratorio: itemDifarmer,
      linea: itemDifarmer,
      formaFarmaceutica: itemDifarmer,
      proveedor: itemDifarmer,
      clasificacion: itemDifarmer,
    })
    .nullable()
    .default(null),
  farmasi: z.object({
    formula: itemFarmasi,
    laboratorio: itemFarmasi,
    linea: itemFarmasi,
    familia: itemFarmasi,
    formaFarmaceutica: itemFarmasi,
    generico: itemFarmasi,
    proveedor: proveedorFarmasi,
  }),
});
export type Articulo = z.infer<typeof articuloSchema>;
export type ArticuloInput = z.input<typeof articuloSchema>;

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

/** Supplier cost row (000 §3). */
export const costoSchema = z.object({
  idCatArticulosProveedoresCostosEnc: entero().min(0),
  codArticulo: entero().min(0),
  idCatProveedoresMarcasEnc: codigo.default(0),
  idCatProveedoresMarcasDet: codigo,
  proveedor: cadena().default(''),
  costo: monto(4),
  precioMayoreo: monto(2),
  precioPublico: monto(2),
  precioGlobal: z.boolean().default(false),
  tieneDetalle: z.boolean().default(false),
  NuevaMarca: z.boolean().default(false),
});
export type Costo = z.infer<typeof costoSchema>;

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

/** Branch in the cost-branch modal: tipoDocumento 2 own, 1 licensee. */
export const sucursalCostoSchema = z.object({
  codSucursal: entero().positive(),
  sucursal: cadena().default(''),
  nombre: cadena().default(''),
  seleccionado: z.boolean(),
  tipoDocumento: entero().min(1).max(2).default(1),
});

export const grupoProductoSchema = z.object({
  codFormula: entero(),
  grupo: entero(),
  codArticuloFarmasi: entero(),
  descripcionFarmasi: z.string(),
  articuloPrincipal: z.boolean(),
  activo: z.boolean(),
});
export type GrupoProducto = z.infer<typeof grupoProductoSchema>;

export const existenciaSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  existencia: entero(),
  propia: entero(),
});

const codigoParams = z.object({ codigo: enteroTexto().min(0, 'El código no es válido.') });
const idParams = z.object({ id: enteroTexto().min(0, 'El identificador no es válido.') });

export const articuloEstatus = endpoint({
  method: 'GET',
  path: '/catarticulos/articuloestatuscon',
  data: z.array(z.object({ estatus: z.string(), descripcion: z.string() })),
  summary: 'Opciones de estatus de artículo',
});

/** One hit of the registration search: the DIFARMER and/or chain code. */
export const busquedaArticuloSchema = z.object({
  codArticulo: entero(),
  codArticuloFarmasi: entero(),
  descripcion: z.string(),
  formula: z.string(),
  soloFarmasi: z.boolean(),
});

export const consultar = endpoint({
  method: 'POST',
  path: '/catarticulos/consultar',
  body: buscarBody,
  data: z.array(busquedaArticuloSchema),
  summary: 'Busca artículos DIFARMER y de la cadena por código o texto',
});

export const consultarFarmasi = endpoint({
  method: 'POST',
  path: '/catarticulos/consultar/:product',
  params: z.object({ product: cadena().max(40) }),
  body: buscarBody,
  data: z.array(busquedaArticuloSchema),
  summary: 'Busca artículos de la cadena por código o texto',
});

export const detalle = endpoint({
  method: 'GET',
  path: '/catarticulos/consultar/detalle/:codigo',
  params: codigoParams,
  data: articuloSchema,
  summary: 'Detalle del artículo por código DIFARMER o de la cadena',
});

export const codBarrasDeArticulo = endpoint({
  method: 'GET',
  path: '/catarticulos/consultar/codbarras/:codigo',
  params: codigoParams,
  data: z.array(codBarrasSchema),
  summary: 'Códigos de barras de un artículo de la cadena',
});

export const validaCodBarra = endpoint({
  method: 'GET',
  path: '/catarticulos/validacodbarra/:codBarras',
  params: z.object({ codBarras: cadena().regex(/^\d{1,20}$/, articulosMsg.codBarrasInvalido) }),
  data: z.object({ codBarras: z.string() }),
  summary: 'Comprueba que un código de barras no esté asignado a otro artículo',
});

export const guardarBody = articuloSchema;

export const agregar = endpoint({
  method: 'POST',
  path: '/catarticulos/agregar',
  body: guardarBody,
  data: articuloSchema,
  summary: 'Completa un artículo DIFARMER pendiente (crea su lado de la cadena)',
});

export const guardar = endpoint({
  method: 'POST',
  path: '/catarticulos/guardar',
  body: guardarBody,
  data: articuloSchema,
  summary: 'Crea o actualiza un artículo con sus códigos de barras',
});

export const existenciaSucursales = endpoint({
  method: 'GET',
  path: '/sucursales/buscadores/ExistenciaSucursalesTotal/:codigo',
  params: codigoParams,
  data: z.array(existenciaSchema),
  summary: 'Existencia del artículo por sucursal',
});

export const costosDeArticulo = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/consultar/:codigo',
  params: codigoParams,
  data: z.array(costoSchema),
  summary: 'Costos de proveedor de un artículo de la cadena',
});

export const costoPorId = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/:id',
  params: idParams,
  data: costoSchema,
  summary: 'Un costo de proveedor',
});

export const sucursalesDeCosto = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/consultar/detalle/:id',
  params: idParams,
  data: z.array(sucursalCostoSchema),
  summary: 'Sucursales del costo (seleccionadas) y las libres para el artículo',
});

export const guardarCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/guardar',
  body: costoSchema,
  data: costoSchema,
  summary: 'Crea o actualiza un costo de proveedor',
});

export const guardarSucursalesCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/guardar/detalle/:id',
  params: idParams,
  body: z.array(sucursalCostoSchema).max(5000),
  data: z.array(sucursalCostoSchema),
  summary: 'Guarda las sucursales del costo (reemplaza las seleccionadas)',
});

export const eliminarCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/eliminar',
  body: z.object({ idCatArticulosProveedoresCostosEnc: entero().positive() }),
  data: z.object({ idCatArticulosProveedoresCostosEnc: entero() }),
  summary: 'Elimina un costo de proveedor',
});

export const consultarGrupo = endpoint({
  method: 'GET',
  path: '/catarticulos/grupo-de-productos/consultar-grupo/:id',
  params: idParams,
  data: z.array(grupoProductoSchema),
  summary: 'Grupos de productos de una fórmula: encabezados (código 0) y sus artículos',
});

export const grupoBody = z.object({
  codFormula: entero().positive('La fórmula no es válida.'),
  grupo: entero().min(0),
  codArticuloFarmasi: entero().min(0),
});

export const guardarGrupo = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/guardar-grupo',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Agrega un artículo a un grupo (grupo 0 inicia uno nuevo)',
});

export const eliminarGrupo = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/eliminar-grupo',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Quita un artículo de su grupo (no el principal)',
});

export const marcarPrincipal = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/marcar-producto-principal',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Marca el artículo principal del grupo',
});

export const parametro = endpoint({
  method: 'GET',
  path: '/parametros/consultar/:nombre',
  params: z.object({ nombre: cadena().regex(/^[A-Za-z0-9_]{1,60}$/, 'El parámetro no es válido.') }),
  data: z.object({ nombre: z.string(), valor: z.string() }),
  summary: 'Valor de un parámetro',
});

export { catalogoItemSchema };

/** An empty catalogue choice of the chain block. */
export const itemVacio = { codigo: 0, descripcion: '', aplicar: false, desglozar: false };

/**
 * A blank search starts a new chain-only article with codArticulo 0 (000 §4); the server starts a
 * pending DIFARMER article from it too.
 */
export const articuloNuevo = (): Articulo => ({
  codArticulo: 0,
  codArticuloFarmasi: 0,
  descripcion: '',
  descripcionFarmasi: '',
  descEstatusFSI: '',
  descEstatusDif: '',
  estatusFarmasi: articulosConst.estatusDefault,
  soloFarmasi: true,
  alto: 0,
  ancho: 0,
  fondo: 0,
  colectivo: 0,
  ultimoCosto: 0,
  iva: false,
  ieps: false,
  fechaCaducidad: false,
  codigoSAT: articulosConst.codigoSatDefault,
  registroSSA: '',
  fraccion: '',
  codMedida: 0,
  gotasML: 0,
  deshabilitaGotas: true,
  formaAdministracion: 0,
  presentacion: '',
  generico: 0,
  unidadCompraProv: 1,
  unidadVtaFcia: 1,
  codBarras: [],
  proveedorDefault: 0,
  idCatProveedoresMarcasEnc: 0,
  articuloRecarga: false,
  recargaProveedor: 0,
  recargaCompania: 0,
  recargaTipoProducto: 0,
  recargaSKU: '',
  recargaImporte: 0,
  recargaDescripcion: '',
  recargaCaracteristica: '',
  difarmer: null,
  farmasi: {
    formula: itemVacio,
    laboratorio: itemVacio,
    linea: itemVacio,
    familia: itemVacio,
    formaFarmaceutica: itemVacio,
    generico: itemVacio,
    proveedor: { codigo: 0, descripcion: '' },
  },
});

/** S06 'Alta de artículos'. */
export const altaArticulosPantalla = pantalla({
  access: 'menu',
  id: 1010,
  parent: 10,
  name: 'Alta de artículos',
  icon: 'FormOutlined',
  url: ALTA_ARTICULOS_URL,
  title: articulosMsg.tituloAlta,
  order: 1,
  empresa: 1,
});
