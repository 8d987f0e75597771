import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { COLORES_GRAFICA, type GraficaProps } from './tipos';

/**
 * The charts drawn with Recharts: loaded only when a screen shows one (index.tsx). Its keyboard layer
 * is off: the drawing is hidden from assistive technology, which reads the values table instead.
 */

const compacto = new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 });

const ejes = ({ x, formato, formatoX }: GraficaProps) => [
  <CartesianGrid key="rejilla" strokeDasharray="3 3" vertical={false} />,
  <XAxis
    key="x"
    dataKey={x}
    tickFormatter={formatoX ? (v: string) => formatoX(String(v)) : undefined}
    minTickGap={12}
    tick={{ fontSize: 12 }}
  />,
  <YAxis key="y" tickFormatter={(v: number) => compacto.format(v)} width={56} tick={{ fontSize: 12 }} />,
  <Tooltip
    key="tooltip"
    formatter={(v) => (formato ? formato(Number(v)) : Number(v).toLocaleString('es-MX'))}
    labelFormatter={(l) => (formatoX ? formatoX(String(l)) : String(l))}
  />,
  <Legend key="leyenda" wrapperStyle={{ fontSize: 12 }} />,
];

export const LineasRecharts = (props: GraficaProps) => (
  <ResponsiveContainer width="100%" height={props.alto ?? 320}>
    <LineChart
      accessibilityLayer={false}
      data={[...props.datos]}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      {ejes(props)}
      {props.series.map((s, i) => (
        <Line
          key={s.clave}
          type="monotone"
          dataKey={s.clave}
          name={s.nombre}
          stroke={COLORES_GRAFICA[i % COLORES_GRAFICA.length]}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  </ResponsiveContainer>
);

export const BarrasRecharts = (props: GraficaProps) => (
  <ResponsiveContainer width="100%" height={props.alto ?? 320}>
    <BarChart
      accessibilityLayer={false}
      data={[...props.datos]}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      {ejes(props)}
      {props.series.map((s, i) => (
        <Bar
          key={s.clave}
          dataKey={s.clave}
          name={s.nombre}
          fill={COLORES_GRAFICA[i % COLORES_GRAFICA.length]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  </ResponsiveContainer>
);
