import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { contarCaracteres, textoDeHtml } from './dias-internacionales/descripcion.ts';

/** Screen route, also the menu url that grants every call below (001 §2). */
export const DIAS_INTERNACIONALES_URL = '/{product}/catalogos/dias-internacionales';

/** 001 §9: the description's text (not its HTML) holds at most 120 characters. */
export const DESCRIPCION_MAX = 120;
/** The HTML sent may carry markup around those 120 characters; more than this is refused (400). */
export const DESCRIPCION_HTML_MAX = 5000;
export const TITULO_MAX = 100;

export const diasInternacionalesMessages = {
  descripcionRequerida: 'Debe escribir una descripcion para el dia internacional',
  descripcionLarga: 'La descripcion para el dia internacional no debe sobrepasar los 120 caracteres',
  fechaRequerida: 'Debe seleccionar el día y el mes del día internacional.',
  inicioRequerido: 'Debe seleccionar el día y el mes en que empieza a mostrarse.',
  finRequerido: 'Debe seleccionar el día y el mes en que deja de mostrarse.',
  diaMesInvalido: 'El día y el mes deben escribirse como MM-DD y existir (por ejemplo 04-07).',
  noEncontrado: 'Registro no encontrado',
  guardado: 'Se guardó el día internacional.',
  actualizado: 'Se actualizó el día internacional.',
  eliminado: 'Se eliminó el día internacional.',
  deseaGuardar: '¿Desea guardar el día internacional?',
  deseaEliminar: '¿Desea eliminar el día internacional?',
  idInvalido: 'El día internacional no es válido.',
} as const;
const m = diasInternacionalesMessages;

/** Days of each month in a leap year: 29 February is a day some international days fall on. */
const DIAS_DEL_MES = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A day of the year without a year, 'MM-DD' (international days repeat every year). */
export const esDiaMes = (valor: string) => {
  const partes = /^(\d{2})-(\d{2})$/.exec(valor);
  if (!partes) return false;
  const mes = Number(partes[1]);
  const dia = Number(partes[2]);
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= (DIAS_DEL_MES[mes - 1] ?? 0);
};
export const diasDelMes = (mes: number) => DIAS_DEL_MES[mes - 1] ?? 31;

/** '' (not chosen yet: the rule's message answers it) or a real 'MM-DD'. */
const diaMes = () => texto(5, m.diaMesInvalido).refine((v) => v === '' || esDiaMes(v), m.diaMesInvalido);

/** 001 §3 International day; usuario is the name of whoever saved it last. */
export const diaInternacionalSchema = z.object({
  idCatDiasInternacionales: entero(),
  fecha: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  usuario: z.string(),
});
export type DiaInternacional = z.infer<typeof diaInternacionalSchema>;

export const guardarDiaBody = z.object({
  /** 0 creates. */
  idCatDiasInternacionales: entero({ min: 0, mensaje: m.idInvalido }),
  fecha: diaMes(),
  titulo: texto(TITULO_MAX, `El título admite como máximo ${TITULO_MAX} caracteres.`).trim().default(''),
  descripcion: texto(
    DESCRIPCION_HTML_MAX,
    `La descripción con su formato admite como máximo ${DESCRIPCION_HTML_MAX} caracteres.`,
  ),
  fechaInicio: diaMes(),
  fechaFin: diaMes(),
  /** The client sends its user's id (001 §6); the server records the session's user instead. */
  usuario: entero().optional(),
});
export type GuardarDia = z.input<typeof guardarDiaBody>;

export type CampoDia = 'descripcion' | 'fecha' | 'fechaInicio' | 'fechaFin';

/**
 * The checks in the spec's order (001 §5: text required, then at most 120 characters of text), then
 * the three days. `descripcion` is the HTML as it will be stored (after prepararDescripcion).
 */
export const validarDiaInternacional = (
  dia: Pick<GuardarDia, 'descripcion' | 'fecha' | 'fechaInicio' | 'fechaFin'>,
): { campo: CampoDia; mensaje: string } | null => {
  if (textoDeHtml(dia.descripcion).trim() === '')
    return { campo: 'descripcion', mensaje: m.descripcionRequerida };
  if (contarCaracteres(dia.descripcion) > DESCRIPCION_MAX)
    return { campo: 'descripcion', mensaje: m.descripcionLarga };
  if (!esDiaMes(dia.fecha)) return { campo: 'fecha', mensaje: m.fechaRequerida };
  if (!esDiaMes(dia.fechaInicio)) return { campo: 'fechaInicio', mensaje: m.inicioRequerido };
  if (!esDiaMes(dia.fechaFin)) return { campo: 'fechaFin', mensaje: m.finRequerido };
  return null;
};

/** GET {id}: 0 answers every day, in calendar order; another id answers that one (a list of one). */
export const consultarDias = endpoint({
  method: 'GET',
  path: '/catalogos/dias-internacionales/:id',
  params: z.object({ id: enteroTexto({ min: 0, mensaje: m.idInvalido }) }),
  data: z.array(diaInternacionalSchema),
  summary: 'Días internacionales (0 = todos)',
});

export const guardarDia = endpoint({
  method: 'POST',
  path: '/catalogos/dias-internacionales/guardar-dia-internacional',
  body: guardarDiaBody,
  data: diaInternacionalSchema,
  summary: 'Crea (id 0) o modifica un día internacional; la descripción se limpia en el servidor',
});

/** The spec deletes with a GET (001 §7); the bearer token guards it as any other call. */
export const eliminarDia = endpoint({
  method: 'GET',
  path: '/catalogos/dias-internacionales/eliminar-dia-internacional/:id',
  params: z.object({ id: enteroTexto({ min: 1, mensaje: m.idInvalido }) }),
  data: z.object({ idCatDiasInternacionales: entero() }),
  summary: 'Elimina un día internacional',
});

/** S15 'Dias Internacionales' (001 §2 International days). */
export const diasInternacionalesPantalla = pantalla({
  access: 'menu',
  id: 1301,
  parent: 10,
  name: 'Días internacionales',
  icon: 'CalendarOutlined',
  url: DIAS_INTERNACIONALES_URL,
  title: 'Dias Internacionales',
  order: 31,
  empresa: 1,
  historial: { tablas: ['cat_dias_internacionales'] },
});
