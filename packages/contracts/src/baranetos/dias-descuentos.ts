import { z } from 'zod';
import { entero, enteroTexto, fecha as fechaValida, texto } from '../campos.ts';
import { SENTINEL_DATE } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Discount days (S56) and their exclusions (S57), 003 §2.14–2.15. */
export const DIAS_DESCUENTOS_URL = '/baranetos/descuentosgenerales/diasdescuentos';
/** Reachable without a menu entry (003 §2 guard); its calls are granted by DIAS_DESCUENTOS_URL. */
export const EXCLUIR_DIAS_DESCUENTOS_URL = '/baranetos/descuentosgenerales/excluirdiasdescuentos';

export const PROMOCION_MAX = 100;
/** The largest discount bar_dias_descuento.descuento (numeric(5,2)) holds. */
const DESCUENTO_COLUMNA_MAX = 999.99;
/** Decimals of a discount: the column's scale (7.5 % or 12.25 %, issue 30). */
export const DESCUENTO_DECIMALES = 2;
/** 003 §9: weekday numbering 1 (Monday) to 7 (Sunday), 0 when unchecked. */
export const DIAS_SEMANA = [
  { campo: 'lunes', numero: 1, nombre: 'Lunes' },
  { campo: 'martes', numero: 2, nombre: 'Martes' },
  { campo: 'miercoles', numero: 3, nombre: 'Miércoles' },
  { campo: 'jueves', numero: 4, nombre: 'Jueves' },
  { campo: 'viernes', numero: 5, nombre: 'Viernes' },
  { campo: 'sabado', numero: 6, nombre: 'Sábado' },
  { campo: 'domingo', numero: 7, nombre: 'Domingo' },
] as const;
export type CampoDia = (typeof DIAS_SEMANA)[number]['campo'];

/** Validity filter: Todas -1, Vigentes 1, No vigentes 0. */
export const VIGENCIAS = [
  { value: -1, label: 'Todas' },
  { value: 1, label: 'Vigentes' },
  { value: 0, label: 'No vigentes' },
] as const;

export type TipoExclusion = 'D' | 'S' | 'C';

/** The exclusion messages per type: Spanish needs the article and the adjective to agree. */
export const exclusionMessages: Record<
  TipoExclusion,
  { nombre: string; yaExcluido: string; noExiste: string; excluido: string; noExcluido: string }
> = {
  D: {
    nombre: 'Departamento',
    yaExcluido: 'El departamento {descripcion} ya se encuentra excluido de los días de descuento.',
    noExiste: 'El departamento seleccionado no existe.',
    excluido: 'El departamento {descripcion} fue excluido de los días de descuento.',
    noExcluido: 'El departamento no se encuentra excluido.',
  },
  S: {
    nombre: 'Sección',
    yaExcluido: 'La sección {descripcion} ya se encuentra excluida de los días de descuento.',
    noExiste: 'La sección seleccionada no existe.',
    excluido: 'La sección {descripcion} fue excluida de los días de descuento.',
    noExcluido: 'La sección no se encuentra excluida.',
  },
  C: {
    nombre: 'Categoría',
    yaExcluido: 'La categoría {descripcion} ya se encuentra excluida de los días de descuento.',
    noExiste: 'La categoría seleccionada no existe.',
    excluido: 'La categoría {descripcion} fue excluida de los días de descuento.',
    noExcluido: 'La categoría no se encuentra excluida.',
  },
};

export const diasDescuentosMessages = {
  sinPromocion: 'Debe capturar el nombre de la promoción',
  sinSucursal: 'Debe seleccionar una sucursal',
  sinDia: 'Debe marcar un día de la semana',
  descuentoCero: 'El descuento debe ser mayor a cero',
  descuentoMaximo: 'El descuento no puede ser mayor a 100%',
  sinFechas: 'Debe capturar la vigencia de la promoción',
  fechasInvertidas: 'La fecha de fin de vigencia no puede ser anterior a la de inicio',
  fechaNoValida: 'La fecha de vigencia no es válida.',
  descuentoDecimales: `El descuento admite como máximo ${DESCUENTO_DECIMALES} decimales.`,
  deseaGuardar: '¿Desea guardar el registro?',
  guardado: 'Registro guardado correctamente.',
  noExiste: 'La promoción no existe.',
  sucursalNoValida: 'La sucursal seleccionada no pertenece a Baranetos.',
  promocionMax: `El nombre de la promoción admite como máximo ${PROMOCION_MAX} caracteres.`,
  sinPromociones: 'No hay promociones que mostrar',
  exclusionCancelada: 'Se quitó la exclusión de {descripcion}.',
  deseaQuitar: '¿Desea quitar la exclusión?',
  articuloNoExiste: 'El artículo {codArticulo} no existe.',
} as const;

const fecha = fechaValida('La fecha no es válida (AAAA-MM-DD).');
const dia = (numero: number) => z.union([z.literal(0), z.literal(numero)]);

export const promocionSchema = z.object({
  codPromocion: entero(),
  nomPromocion: z.string(),
  codSucursal: entero(),
  sucursal: z.string(),
  nomDiaSemana: z.string(),
  lunes: entero(),
  martes: entero(),
  miercoles: entero(),
  jueves: entero(),
  viernes: entero(),
  sabado: entero(),
  domingo: entero(),
  descuento: z.number(),
  fechaVigenciaInicio: z.string(),
  fechaVigenciaFinal: z.string(),
});
export type Promocion = z.infer<typeof promocionSchema>;

export const guardarDiasDescuentosBody = z.object({
  codPromocion: entero().min(0),
  nomPromocion: texto().trim().max(PROMOCION_MAX, diasDescuentosMessages.promocionMax),
  codSucursal: entero().min(0),
  lunes: dia(1),
  martes: dia(2),
  miercoles: dia(3),
  jueves: dia(4),
  viernes: dia(5),
  sabado: dia(6),
  domingo: dia(7),
  // bar_dias_descuento.descuento is numeric(5,2): what it cannot hold is refused here with the rule's
  // text; the rest reaches validarPromocion, which answers the spec's texts as a rule (HTTP 200).
  descuento: z
    .number({ error: 'El descuento debe ser un número.' })
    .min(-DESCUENTO_COLUMNA_MAX, diasDescuentosMessages.descuentoCero)
    .max(DESCUENTO_COLUMNA_MAX, diasDescuentosMessages.descuentoMaximo)
    .refine(
      (n) => Math.abs(n * 10 ** DESCUENTO_DECIMALES - Math.round(n * 10 ** DESCUENTO_DECIMALES)) < 1e-6,
      diasDescuentosMessages.descuentoDecimales,
    ),
  fechaVigenciaInicio: fecha.or(z.literal('')),
  fechaVigenciaFinal: fecha.or(z.literal('')),
});
export type GuardarDiasDescuentos = z.infer<typeof guardarDiasDescuentosBody>;

export const guardarDiasDescuentos = endpoint({
  method: 'POST',
  path: '/Baranetos/guardardiasdescuentos',
  body: guardarDiasDescuentosBody,
  data: promocionSchema,
  summary: 'Crea (codPromocion 0) o modifica una promoción de día de descuento',
});

export const obtenerDiasDescuentos = endpoint({
  method: 'GET',
  path: '/Baranetos/obtenerdiasdescuentos/:id/:sucursal/:vigencia',
  params: z.object({
    id: enteroTexto().min(0),
    sucursal: enteroTexto().min(0),
    vigencia: enteroTexto().min(-1).max(1),
  }),
  data: z.array(promocionSchema),
  summary:
    'Promociones por código (0 todas), sucursal (0 todas) y vigencia (-1 todas, 1 vigentes, 0 no vigentes)',
});

export const sucursalBaranetosSchema = z.object({ codSucursal: entero(), descripcion: z.string() });
export const obtenerSucursales = endpoint({
  method: 'GET',
  path: '/Baranetos/obtenersucursales',
  data: z.array(sucursalBaranetosSchema),
  summary: 'Sucursales de Baranetos',
});

const tipo = z.enum(['D', 'S', 'C'], 'El tipo debe ser D, S o C.');

export const validarExclusion = endpoint({
  method: 'GET',
  path: '/Baranetos/validardeptoseccioncategoria/:codigo/:tipo',
  params: z.object({ codigo: enteroTexto().positive('El código no es válido.'), tipo }),
  data: z.null(),
  summary: 'Valida que el departamento, sección o categoría no esté ya excluido',
});

export const guardarExclusion = endpoint({
  method: 'POST',
  path: '/Baranetos/guardardescuentosgenerales',
  body: z.object({
    tipo,
    id: entero().positive('El código no es válido.'),
    estatus: z.enum(['A', 'C'], 'El estatus debe ser A o C.'),
  }),
  data: z.null(),
  summary: 'Excluye (estatus A) o quita la exclusión (estatus C) de un departamento, sección o categoría',
});

const excluidosParams = z.object({ id: enteroTexto().min(0) });
export const departamentoExcluidoSchema = z.object({
  idDepartamento: entero(),
  departamento: z.string(),
});
export const seccionExcluidaSchema = z.object({ idSeccion: entero(), seccion: z.string() });
export const categoriaExcluidaSchema = z.object({ idCategoria: entero(), categoria: z.string() });

export const obtenerDepartamentosExcluidos = endpoint({
  method: 'GET',
  path: '/Baranetos/obtenerDepartamentosExcluidos/:id',
  params: excluidosParams,
  data: z.array(departamentoExcluidoSchema),
  summary: 'Departamentos excluidos (id 0: todos)',
});
export const obtenerSeccionesExcluidos = endpoint({
  method: 'GET',
  path: '/Baranetos/obtenerSeccionesExcluidos/:id',
  params: excluidosParams,
  data: z.array(seccionExcluidaSchema),
  summary: 'Secciones excluidas (id 0: todas)',
});
export const obtenerCategoriasExcluidos = endpoint({
  method: 'GET',
  path: '/Baranetos/obtenerCategoriasExcluidos/:id',
  params: excluidosParams,
  data: z.array(categoriaExcluidaSchema),
  summary: 'Categorías excluidas (id 0: todas)',
});

/** What the point of sale asks: the discount an article gets at a branch on a date. */
export const descuentoAplicableSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  codSucursal: entero(),
  fecha: z.string(),
  descuento: z.number(),
  codPromocion: entero().nullable(),
  nomPromocion: z.string().nullable(),
  /** Set when a promotion would apply but the article's department, section or category is excluded. */
  exclusion: z.object({ tipo, id: entero(), descripcion: z.string() }).nullable(),
});
export type DescuentoAplicable = z.infer<typeof descuentoAplicableSchema>;

export const descuentoAplicable = endpoint({
  method: 'GET',
  path: '/Baranetos/descuentoaplicable/:codArticulo/:sucursal/:fecha',
  params: z.object({
    codArticulo: enteroTexto().positive('El artículo no es válido.'),
    sucursal: enteroTexto().positive('La sucursal no es válida.'),
    fecha,
  }),
  data: descuentoAplicableSchema,
  summary: 'Descuento de día que aplica a un artículo en una sucursal y fecha (considera exclusiones)',
});

export type CampoPromocion = 'nomPromocion' | 'codSucursal' | 'dias' | 'descuento' | 'fechas';

/** The save checks of 003 §5 in their order, then the dates; the failing field for the focus. */
export const validarPromocion = (
  p: Pick<
    GuardarDiasDescuentos,
    'nomPromocion' | 'codSucursal' | 'descuento' | CampoDia | 'fechaVigenciaInicio' | 'fechaVigenciaFinal'
  >,
): { message: string; campo: CampoPromocion } | null => {
  const m = diasDescuentosMessages;
  if (!p.nomPromocion.trim()) return { message: m.sinPromocion, campo: 'nomPromocion' };
  if (p.codSucursal <= 0) return { message: m.sinSucursal, campo: 'codSucursal' };
  if (DIAS_SEMANA.every((d) => p[d.campo] === 0)) return { message: m.sinDia, campo: 'dias' };
  if (!(p.descuento > 0)) return { message: m.descuentoCero, campo: 'descuento' };
  if (p.descuento > 100) return { message: m.descuentoMaximo, campo: 'descuento' };
  if (!p.fechaVigenciaInicio || !p.fechaVigenciaFinal) return { message: m.sinFechas, campo: 'fechas' };
  // 1900-01-01 is the API's 'no date': saved, the promotion would have none and could not be saved again.
  if (p.fechaVigenciaInicio <= SENTINEL_DATE || p.fechaVigenciaFinal <= SENTINEL_DATE)
    return { message: m.fechaNoValida, campo: 'fechas' };
  if (p.fechaVigenciaFinal < p.fechaVigenciaInicio) return { message: m.fechasInvertidas, campo: 'fechas' };
  return null;
};

/** S56 (003 §2.14). */
export const diasDescuentosPantalla = pantalla({
  access: 'menu',
  id: 2010,
  parent: 24,
  name: 'Días de descuentos',
  icon: 'CalendarOutlined',
  url: DIAS_DESCUENTOS_URL,
  title: 'Día de descuentos',
  order: 1,
  empresa: 2,
  historial: { tablas: ['bar_dias_descuento'] },
});

/** S57 (003 §2.15): opened from S56 without a menu entry; its calls are granted by S56's entry. */
export const excluirDiasDescuentosPantalla = pantalla({
  access: 'sesion',
  url: EXCLUIR_DIAS_DESCUENTOS_URL,
  title: 'Excluir de días de descuentos',
});
