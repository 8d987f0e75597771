/** A chart of the kit (`@/ui/graficas`): rows of values, one key for the X axis and one per series. */
export interface GraficaProps {
  /** What the chart shows, for screen readers (the figure's name) and as its caption. */
  titulo: string;
  /** One object per point of the X axis. */
  datos: readonly Record<string, string | number>[];
  /** The key of the X axis' label in each row. */
  x: string;
  /** What the X axis is, as the readers' table heads it ('Día'); `x` by default. */
  nombreX?: string;
  /** The series drawn: key in each row and its name in the legend and tooltip. */
  series: readonly { clave: string; nombre: string }[];
  /** How a value reads in the axis and tooltip (money, units); plain numbers by default. */
  formato?: (valor: number) => string;
  /** How an X label reads (a date as 12/nov); as given by default. */
  formatoX?: (valor: string) => string;
  /** Height in px (320 by default). */
  alto?: number;
}

/**
 * Series colours: the theme's green first, then hues far apart, each at least 3:1 against white
 * (WCAG 1.4.11 for the parts of a graphic).
 */
export const COLORES_GRAFICA = [
  '#0a7a4b',
  '#1f5fbf',
  '#b35900',
  '#8e3fa8',
  '#c0392b',
  '#1c7c84',
  '#7a6a00',
  '#5b6770',
] as const;
