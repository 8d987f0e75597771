import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S27 'Excluir artículos de sucursal' (002 §2 Exclude articles from branch). */
export const EXCLUIR_ARTICULOS_URL = '/{product}/catalogos/proveedores/excluirarticulos';

/** Rows one save may carry: every branch of the chain for one article, with room. */
export const EXCLUSIONES_MAX = 5000;

export const excluirArticulosMessages = {
  /** 002 §5 gives no text for this screen: the minimum-stock views' text for the same case. */
  sinCambios: 'No existe información modificada por guardar',
  confirmar: (n: number) =>
    n === 1
      ? 'Se afectará 1 sucursal. ¿Desea guardar los cambios?'
      : `Se afectarán ${n} sucursales. ¿Desea guardar los cambios?`,
  /** 002 §8: the product-formula save's success text, the spec's wording for a save like this one. */
  guardados: 'Se guardó la información correctamente',
  seleccioneProveedor: 'Seleccione un proveedor',
  seleccioneMarca: 'Seleccione una Marca',
  seleccioneArticulo: 'Seleccione un artículo para ver sus sucursales.',
  sinArticulos: 'La marca no tiene artículos con este proveedor.',
  sinCoincidencias: 'Ningún artículo coincide con la búsqueda.',
  proveedorInvalido: 'El proveedor no es válido.',
  marcaInvalida: 'La marca no es válida.',
  articuloInvalido: 'El artículo no es válido.',
  sucursalInvalida: 'La sucursal no es válida.',
  excluirInvalido: 'Excluir debe ser verdadero o falso.',
  marcaDeOtro: 'La marca no es del proveedor seleccionado o no está activa.',
  articuloDeOtro: 'El artículo no es de la marca y el proveedor seleccionados.',
  sucursalNoExiste: (cod: number) => `La sucursal ${cod} no existe o no está activa.`,
  repetida: 'Una sucursal viene más de una vez para el mismo artículo.',
  demasiadas: `Se pueden guardar a lo más ${EXCLUSIONES_MAX} sucursales a la vez.`,
} as const;
const m = excluirArticulosMessages;

/** An article the supplier sells under the brand, with how many branches exclude it now. */
export const articuloExcluibleSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  /** The brand's supplier (cat_proveedores_marcas_det), as 002 §3 names it. */
  idCatProveedoresMarcas: entero(),
  sucursalesExcluidas: entero(),
});
export type ArticuloExcluible = z.infer<typeof articuloExcluibleSchema>;

/** 002 §3 'Excluded article per branch': codSucursal, sucursal, excluir, idCatProveedoresMarcas. */
export const sucursalExclusionSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  excluir: z.boolean(),
  idCatProveedoresMarcas: entero(),
  codArticulo: entero(),
});
export type SucursalExclusion = z.infer<typeof sucursalExclusionSchema>;

/**
 * An exclusion's key in the audit log (issue 29): brand supplier / article / branch. The server
 * audits each exclusion added or removed under it, and 'Historial' asks for it.
 */
export const claveExclusion = (idCatProveedoresMarcasDet: number, codArticulo: number, codSucursal: number) =>
  `${idCatProveedoresMarcasDet}/${codArticulo}/${codSucursal}`;

/** A changed row as saved (002 §4: only rows whose excluir changed are sent). */
export const cambioExclusionSchema = z.object({
  idCatProveedoresMarcas: entero({ min: 1, mensaje: m.marcaInvalida }),
  codArticulo: entero({ min: 1, mensaje: m.articuloInvalido }),
  codSucursal: entero({ min: 1, mensaje: m.sucursalInvalida }),
  excluir: z.boolean({ error: m.excluirInvalido }),
});
export type CambioExclusion = z.infer<typeof cambioExclusionSchema>;

export const guardarExclusionesBody = z.array(cambioExclusionSchema).max(EXCLUSIONES_MAX, m.demasiadas);

/**
 * The save's checks, the same in the browser (before the confirmation) and on the server: something
 * must have changed, and a branch comes once per article.
 */
export const fallaExclusiones = (cambios: readonly CambioExclusion[]): string | null => {
  if (!cambios.length) return m.sinCambios;
  const claves = cambios.map((c) => `${c.idCatProveedoresMarcas}/${c.codArticulo}/${c.codSucursal}`);
  if (new Set(claves).size !== claves.length) return m.repetida;
  return null;
};

const proveedorTexto = () => enteroTexto({ min: 1, mensaje: m.proveedorInvalido });
const marcaTexto = () => enteroTexto({ min: 1, mensaje: m.marcaInvalida });

export const consultarArticulosExcluir = endpoint({
  method: 'GET',
  path: '/proveedores/excluirarticulos-consultararticulos/:codProveedor/:idMarca',
  params: z.object({ codProveedor: proveedorTexto(), idMarca: marcaTexto() }),
  data: z.array(articuloExcluibleSchema),
  summary: 'Artículos que el proveedor vende de la marca, con cuántas sucursales los excluyen',
});

export const consultarSucursalesExcluir = endpoint({
  method: 'GET',
  path: '/proveedores/excluirarticulos-consultarsucursales/:codProveedor/:idMarca/:codArticulo',
  params: z.object({
    codProveedor: proveedorTexto(),
    idMarca: marcaTexto(),
    codArticulo: enteroTexto({ min: 1, mensaje: m.articuloInvalido }),
  }),
  data: z.array(sucursalExclusionSchema),
  summary: 'Sucursales de la cadena con la marca de si excluyen el artículo',
});

export const guardarExclusiones = endpoint({
  method: 'POST',
  path: '/proveedores/excluirarticulos-guardardatos',
  body: guardarExclusionesBody,
  data: z.object({ guardados: entero() }),
  summary: 'Excluye o vuelve a incluir un artículo en las sucursales cuyo excluir cambió',
});

/** S27 (002 §2): Farmacias › Catálogos › Proveedores. */
export const excluirArticulosPantalla = pantalla({
  access: 'menu',
  id: 1501,
  parent: 70,
  name: 'Excluir artículos de sucursal',
  icon: 'BlockOutlined',
  url: EXCLUIR_ARTICULOS_URL,
  title: 'Excluir artículos de sucursal',
  order: 3,
  empresa: 1,
  // Each exclusion added or removed, audited under claveExclusion.
  historial: { tablas: ['articulos_excluidos_sucursal'] },
});
