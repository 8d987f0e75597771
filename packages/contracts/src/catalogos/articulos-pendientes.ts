import { z } from 'zod';
import { texto as cadena, entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { articulosConst, articulosMsg } from './articulos/textos.ts';

/**
 * S05 'Artículos DIFARMER pendientes de completar.' (000 §2): the wholesaler's articles no chain row
 * links to yet. Completing one opens the article registration's edit (contracts/catalogos/articulos);
 * the registration screen (S06) shows this list in a modal too, so both screens' entries grant it.
 */
export const PENDIENTES_URL = '/{product}/catalogos/articulos{product}';

export const pendienteSchema = z.object({
  codArticulo: entero(),
  articulo: z.string(),
  formula: z.string(),
});
export type Pendiente = z.infer<typeof pendienteSchema>;

/** The columns the list may be sorted by (the spec is silent: docs/decisions/web.md 'List sort'). */
export const PENDIENTES_ORDEN = ['codArticulo', 'articulo', 'formula'] as const;
export type OrdenPendientes = (typeof PENDIENTES_ORDEN)[number];

/**
 * The pending list is paged and searched on the server (5,000+ rows at scale): page, page size
 * and the search of 000 §2 (an exact code ends it; otherwise text in description or formula).
 * `orden`/`direccion` sort it (default: the description in Spanish order, ascending).
 */
export const pendientesQuery = z.object({
  pagina: enteroTexto().min(1, 'La página no es válida.').default(1),
  tamanoPagina: enteroTexto()
    .min(1, 'El tamaño de página no es válido.')
    .max(200, 'El tamaño de página no puede ser mayor a 200.')
    .default(articulosConst.pendientesPorPagina),
  buscar: cadena().trim().max(articulosConst.busquedaMaxCaracteres, articulosMsg.busquedaLarga).default(''),
  orden: z.enum(PENDIENTES_ORDEN, 'El orden debe ser codArticulo, articulo o formula.').default('articulo'),
  direccion: z.enum(['asc', 'desc'], 'La dirección del orden debe ser asc o desc.').default('asc'),
});

export const pendientes = endpoint({
  method: 'GET',
  path: '/catarticulos/pendientes',
  query: pendientesQuery,
  data: z.object({ articulos: z.array(pendienteSchema), totalRegistros: entero() }),
  summary: 'Artículos DIFARMER pendientes de completar por la cadena (una página; búsqueda opcional)',
});

/** S05 pending DIFARMER articles: the segment embeds the slug (articulos{product}). */
export const articulosPendientesPantalla = pantalla({
  access: 'menu',
  id: 1011,
  parent: 10,
  name: 'Artículos DIFARMER pendientes',
  icon: 'FileSearchOutlined',
  url: PENDIENTES_URL,
  title: articulosMsg.tituloPendientes,
  order: 2,
  empresa: 1,
});
