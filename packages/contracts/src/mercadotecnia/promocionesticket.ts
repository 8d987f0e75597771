import { z } from 'zod';
import { entero, enteroTexto, fecha } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/**
 * Ticket promotions (S09, 001 §2 'Promocion Ticket'): the images the point of sale prints at the foot
 * of its tickets, in order, per branch and dates. The same screen and set of calls serve both lines.
 */
export const PROMOCIONES_TICKET_URL = '/{product}/mercadotecnia/promocionesticket';
export const PROMOCIONES_TICKET_BARANETOS_URL = '/baranetos/mercadotecnia/promocionesticket';

/** 001 §5/§9: a .bmp at most 7 cm wide at 150 ppi (pixels × 2.54 / 150). */
export const PROMOCION_PPP = 150;
export const PROMOCION_ANCHO_MAXIMO_CM = 7;
export const PROMOCION_TIPO = 'image/bmp';
export const PROMOCION_ACCEPT = '.bmp';
/** A 413-pixel-wide 24-bit BMP of a tall promotion stays well under this. */
export const PROMOCION_TAMANO_MAXIMO = 4 * 1024 * 1024;
/** 001 §2: the sample ticket opens in a window of 840 × 650. */
export const VENTANA_TICKET = { ancho: 840, alto: 650 } as const;

/** The width in centimetres at 150 ppi of an image `pixeles` wide. */
export const anchoEnCm = (pixeles: number) => (pixeles * 2.54) / PROMOCION_PPP;
export const excedeAncho = (pixeles: number) => anchoEnCm(pixeles) > PROMOCION_ANCHO_MAXIMO_CM;

export const promocionesTicketMessages = {
  formatoBmp: 'El formato de la imagen debe ser bmp.',
  anchoMaximo: 'La imagen de la promoción a guardar debe tener como máximo 7 Centimetros de ancho a 150 ppp.',
  requerida: 'Hay información requerida por capturar.',
  fechasInvertidas: 'La Fecha Inicial debe ser menor a la Fecha Final.',
  deseaGuardar: '¿Desea guardar la promoción?',
  deseaActualizar: '¿Desea actualizar los datos de la promoción?',
  deseaEliminar: '¿Desea eliminar la promoción?',
  guardada: 'La promoción se guardó correctamente.',
  actualizada: 'La promoción se actualizó correctamente.',
  eliminada: 'La promoción se eliminó correctamente.',
  ordenGuardado: 'El orden de las promociones se guardó correctamente.',
  sinPromociones: 'No hay promociones registradas.',
  noEncontrada: 'Registro no encontrado',
  ordenIncompleto: 'El orden debe incluir todas las promociones y ninguna otra.',
  sucursalesInvalidas: 'Una o más de las sucursales elegidas no existen o no están activas.',
  tamano: 'La imagen de la promoción excede el tamaño máximo de 4 MB.',
  idPromocion: 'La promoción no es válida.',
  sinSucursales: 'No se pudieron obtener las sucursales',
} as const;
const m = promocionesTicketMessages;

export const promocionTicketSchema = z.object({
  idCatPromocionesTicket: entero(),
  orden: entero(),
  /** YYYY-MM-DD. */
  fechaInicial: z.string(),
  fechaFinal: z.string(),
  /** The .bmp's address (a stored file, served by id). */
  imagen: z.string(),
  /** Width and height in pixels, and the width in cm at 150 ppi. */
  ancho: entero(),
  alto: entero(),
  sucursalesCount: entero(),
});
export type PromocionTicket = z.infer<typeof promocionTicketSchema>;

export const promocionConSucursalesSchema = promocionTicketSchema.extend({
  sucursales: z.array(entero()),
});
export type PromocionConSucursales = z.infer<typeof promocionConSucursalesSchema>;

/**
 * The multipart call's `json` field (001 §7): idCatPromocionesTicket 0 creates. Dates may come empty
 * so that the check answers the screen's 'Hay información requerida por capturar.'.
 */
export const guardarPromocionDatos = z.object({
  idCatPromocionesTicket: entero({ min: 0, mensaje: m.idPromocion }),
  fechaInicial: z.union([z.literal(''), fecha()]),
  fechaFinal: z.union([z.literal(''), fecha()]),
  sucursales: z.array(entero({ min: 1, mensaje: m.sucursalesInvalidas })).max(5000),
});
export type GuardarPromocion = z.input<typeof guardarPromocionDatos>;

/** 001 §5 Ticket promotion, in the modal's order (the image's type and width are checked as chosen). */
export const validarPromocion = (
  v: {
    idCatPromocionesTicket: number;
    fechaInicial: string;
    fechaFinal: string;
    sucursales: readonly number[];
  },
  tieneImagen: boolean,
): string | null => {
  const nueva = v.idCatPromocionesTicket === 0;
  if ((nueva && !tieneImagen) || !v.sucursales.length || !v.fechaInicial || !v.fechaFinal) return m.requerida;
  if (v.fechaFinal < v.fechaInicial) return m.fechasInvertidas;
  return null;
};

export const sucursalActivaSchema = z.object({ codSucursal: entero(), sucursal: z.string() });
export type SucursalActiva = z.infer<typeof sucursalActivaSchema>;

const idParams = z.object({ id: enteroTexto({ min: 1, mensaje: m.idPromocion }) });

/**
 * The calls of one line (001 §7): `prefijo` is the spec's '…' ('/mercadotecnia' or
 * '/baranetos/mercadotecnia'); the branch list is the spec's '/catalogos/obtenersucursalesactivas',
 * repeated under '/baranetos' for the wholesale line's branches.
 */
const llamadas = (prefijo: string, catalogos: string, linea: string) => ({
  consultar: endpoint({
    method: 'GET',
    path: `${prefijo}/promocionesticket`,
    data: z.array(promocionTicketSchema),
    summary: `Promociones de ticket de ${linea} en su orden`,
  }),
  consulta: endpoint({
    method: 'POST',
    path: `${prefijo}/promocionesticket/consulta/:id`,
    params: idParams,
    data: promocionConSucursalesSchema,
    summary: `Una promoción de ticket de ${linea} con sus sucursales`,
  }),
  guardar: endpoint({
    method: 'POST',
    path: `${prefijo}/guardar-promocionesticket`,
    data: promocionConSucursalesSchema,
    summary: `Crea (id 0) o modifica una promoción de ticket de ${linea}: multipart con json y files[0]`,
  }),
  eliminar: endpoint({
    method: 'POST',
    path: `${prefijo}/eliminar-promocionesticket/:id`,
    params: idParams,
    data: z.array(promocionTicketSchema),
    summary: `Elimina una promoción de ticket de ${linea}; las demás se renumeran 1..n`,
  }),
  actualizarOrden: endpoint({
    method: 'POST',
    path: `${prefijo}/actualizar-orden-promocionesticket`,
    body: z
      .array(
        z.object({
          idCatPromocionesTicket: entero({ min: 1, mensaje: m.idPromocion }),
          orden: entero({ min: 1 }),
        }),
      )
      .min(1, m.ordenIncompleto)
      .max(500),
    data: z.array(promocionTicketSchema),
    summary: `Guarda el orden de las promociones de ticket de ${linea} (renumeradas 1..n)`,
  }),
  sucursales: endpoint({
    method: 'GET',
    path: `${catalogos}/obtenersucursalesactivas`,
    data: z.array(sucursalActivaSchema),
    summary: `Sucursales activas de ${linea} que una promoción puede elegir`,
  }),
  consultaPdf: endpoint({
    method: 'GET',
    path: `${prefijo}/promocionesticket/consulta-pdf`,
    data: z.string(),
    summary: `Ticket de ejemplo con las promociones vigentes o por venir de ${linea} (PDF en base64)`,
  }),
});
export type LlamadasPromociones = ReturnType<typeof llamadas>;

export const promocionesFarmacias = llamadas('/mercadotecnia', '/catalogos', 'farmacias');
export const promocionesBaranetos = llamadas('/baranetos/mercadotecnia', '/baranetos/catalogos', 'Baranetos');

/**
 * The audited table of both lines (issue 29): a promotion by its id, a line's order by
 * `claveOrdenPromociones` (never a bare number: it would read as a promotion's id).
 */
const TABLA_PROMOCIONES = 'cat_promociones_ticket';
export const claveOrdenPromociones = (idEmpresa: number) => `orden-${idEmpresa}`;

/** S09 'Promocion Ticket' (001 §2) for the pharmacy line. */
export const promocionesTicketPantalla = pantalla({
  access: 'menu',
  id: 1201,
  parent: 12,
  name: 'Promociones Ticket',
  icon: 'TagsOutlined',
  url: PROMOCIONES_TICKET_URL,
  title: 'Promocion Ticket',
  order: 20,
  empresa: 1,
  // Both lines' promotions share the table: each screen shows only its own line's history.
  historial: { tablas: [TABLA_PROMOCIONES], soloDeEstaPantalla: true },
});

/** The same screen for the wholesale line (001 §2 route table). */
export const promocionesTicketBaranetosPantalla = pantalla({
  access: 'menu',
  id: 1202,
  parent: 22,
  name: 'Promociones Ticket',
  icon: 'TagsOutlined',
  url: PROMOCIONES_TICKET_BARANETOS_URL,
  title: 'Promocion Ticket',
  order: 30,
  empresa: 2,
  // Both lines' promotions share the table: each screen shows only its own line's history.
  historial: { tablas: [TABLA_PROMOCIONES], soloDeEstaPantalla: true },
});
