import { z } from 'zod';
import { texto as cadena, entero, enteroTexto, fecha, id, idTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S20 'Reiniciar Demanda' (001 §2): the screen's route, also the menu url that grants its calls. */
export const REINICIAR_DEMANDA_URL = '/{product}/administracion/reiniciar-demanda';

/** 001 §9: the list's page size. */
export const DEMANDA_TAMANO_PAGINA = 50;
/** 001 §9: the removal toast stays 5 s. */
export const DEMANDA_TOAST_SEGUNDOS = 5;
/** Sucursal 0 in the list's path: every branch. */
export const TODAS_LAS_SUCURSALES = 0;

export const demandaMessages = {
  titulo: 'Reiniciar Demanda',
  agregar: 'Agregar',
  tituloModal: 'Reiniciar demanda de un artículo',
  todasLasSucursales: 'Todas las Sucursales',
  // 001 §6, in this order.
  sucursalRequerida: 'Debe seleccionar una sucursal.',
  articuloRequerido: 'Debe seleccionar un artículo.',
  // The spec says the date cannot be in the future; its wording is the project's.
  fechaRequerida: 'Debe seleccionar la fecha de reinicio de la demanda.',
  fechaFutura: 'La fecha de reinicio de la demanda no puede ser mayor a la fecha de hoy.',
  // 001 §6: the confirmation differs for all branches and for one (wording not shown).
  confirmarTodas: '¿Desea reiniciar la demanda del artículo en todas las sucursales?',
  confirmarSucursal: '¿Desea reiniciar la demanda del artículo en la sucursal {sucursal}?',
  guardado: 'Se guardó el reinicio de la demanda del artículo.',
  guardadoTodas: 'Se guardó el reinicio de la demanda del artículo en {n} sucursales.',
  confirmarEliminar: '¿Desea eliminar la configuración del artículo?',
  // 001 §8.
  eliminado: 'Se eliminó la configuración del artículo.',
  noEncontrado: 'Registro no encontrado',
  articuloNoExiste: 'El artículo no existe en el catálogo de DIFARMER.',
  sucursalNoValida: 'La sucursal no es una sucursal propia activa.',
  sinSucursales: 'No hay sucursales propias activas.',
  sinRegistros: 'No hay artículos con reinicio de demanda',
} as const;

/** 001 §3 Demand-restart article; fechaDemanda is YYYY-MM-DD. */
export const renglonDemandaSchema = z.object({
  idCatArticulosReiniciarDemanda: entero(),
  codarticulo: entero(),
  des_articulo: z.string(),
  codsucursal: entero(),
  des_sucursal: z.string(),
  fechaDemanda: z.string(),
  des_usuario: z.string(),
});
export type RenglonDemanda = z.infer<typeof renglonDemandaSchema>;

/** The article search of the list (code exact, or text in the description): not in the spec's path. */
export const demandaQuery = z.object({
  buscar: cadena(100, 'La búsqueda admite como máximo 100 caracteres.').trim().default(''),
});

export const consultarArticulosDemanda = endpoint({
  method: 'GET',
  path: '/administracion/consultar/articulos/:sucursal/:pagina',
  params: z.object({
    sucursal: idTexto('La sucursal no es válida.'),
    pagina: enteroTexto({ min: 1, max: 1_000_000, mensaje: 'La página no es válida.' }),
  }),
  query: demandaQuery,
  data: z.object({
    renglones: z.array(renglonDemandaSchema),
    totalPaginas: entero(),
    totalRenglones: entero(),
  }),
  summary: 'Artículos con reinicio de demanda por sucursal (50 por página; 0 = todas)',
});

export const eliminarArticuloDemanda = endpoint({
  method: 'DELETE',
  path: '/administracion/eliminar/articulo/:id',
  params: z.object({ id: idTexto('El registro no es válido.') }),
  data: z.object({ idCatArticulosReiniciarDemanda: entero() }),
  summary: 'Elimina la configuración de reinicio de demanda de un artículo en una sucursal',
});

/**
 * 001 §3 save payload. Codsucursal 0 with todasLasSucursales saves one row per own branch. The
 * description, FechaAlta and Usuario of the spec's payload are taken by the server (catalogue, clock,
 * session), so they are not read here.
 */
export const guardarDemandaBody = z.object({
  Codarticulo: id('El artículo no es válido.'),
  Codsucursal: id('La sucursal no es válida.'),
  todasLasSucursales: z.boolean({ error: 'Todas las sucursales debe ser verdadero o falso.' }).default(false),
  FechaDemanda: fecha('La fecha de reinicio de la demanda no es válida.'),
});
export type GuardarDemanda = z.infer<typeof guardarDemandaBody>;

export const guardarArticuloDemanda = endpoint({
  method: 'POST',
  path: '/administracion/guardar/articulo/demanda',
  body: guardarDemandaBody,
  data: z.object({ registros: entero() }),
  summary: 'Guarda la fecha de reinicio de demanda de un artículo en una sucursal o en todas',
});

/**
 * First failing check of a save, in the spec's order (001 §6), then the date; `hoy` is Mexico
 * City's YYYY-MM-DD. The web and the server run the same checks.
 */
export const validarDemanda = (
  v: {
    Codarticulo: number | null;
    Codsucursal: number | null;
    todasLasSucursales: boolean;
    FechaDemanda: string | null;
  },
  hoy: string,
): { campo: 'sucursal' | 'articulo' | 'fecha'; message: string } | null => {
  if (!v.todasLasSucursales && !v.Codsucursal)
    return { campo: 'sucursal', message: demandaMessages.sucursalRequerida };
  if (!v.Codarticulo) return { campo: 'articulo', message: demandaMessages.articuloRequerido };
  if (!v.FechaDemanda) return { campo: 'fecha', message: demandaMessages.fechaRequerida };
  if (v.FechaDemanda > hoy) return { campo: 'fecha', message: demandaMessages.fechaFutura };
  return null;
};

/** S20 (001 §2). */
export const reiniciarDemandaPantalla = pantalla({
  access: 'menu',
  id: 1306,
  parent: 11,
  name: 'Reiniciar demanda',
  icon: 'CalendarOutlined',
  url: REINICIAR_DEMANDA_URL,
  title: demandaMessages.titulo,
  order: 61,
  empresa: 1,
  // An article's row in a branch, audited under its id (saving it again moves its date).
  historial: { tablas: ['cat_articulos_reiniciar_demanda'] },
});
