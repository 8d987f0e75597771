import { z } from 'zod';
import { texto as cadena, entero } from '../../campos.ts';
import { articulosConst } from './textos.ts';

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
  codBarras: digitos(articulosConst.codBarrasMax, 'El código de barras').min(
    1,
    'El código de barras está vacío.',
  ),
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
