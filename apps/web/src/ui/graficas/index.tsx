import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import type { GraficaProps } from './tipos';
import './graficas.css';

export type { GraficaProps } from './tipos';

/**
 * The kit's charts (issue 29): one library (Recharts) for every screen, in a chunk of its own that
 * loads the first time a chart is shown, so the first screen's JavaScript stays within its budget.
 * The chart is a figure named by `titulo` (its caption), with the series' values in a table that
 * screen readers read instead of the drawing.
 */
const cargar = (nombre: 'LineasRecharts' | 'BarrasRecharts') =>
  lazy(async () => ({
    default: (await import('./GraficasRecharts'))[nombre] as ComponentType<GraficaProps>,
  }));
const Lineas = cargar('LineasRecharts');
const Barras = cargar('BarrasRecharts');

const Figura = ({ props, Dibujo }: { props: GraficaProps; Dibujo: ComponentType<GraficaProps> }) => (
  <figure aria-label={props.titulo} style={{ margin: 0 }}>
    <figcaption className="solo-lectores">{props.titulo}</figcaption>
    <div aria-hidden="true">
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.alto ?? 320 }} />}>
        <Dibujo {...props} />
      </Suspense>
    </div>
    <TablaParaLectores {...props} />
  </figure>
);

/** The same values as a table, for screen readers only. */
const TablaParaLectores = ({ datos, x, nombreX, series, formato, formatoX }: GraficaProps) => (
  <table className="solo-lectores">
    <thead>
      <tr>
        <th scope="col">{nombreX ?? x}</th>
        {series.map((s) => (
          <th key={s.clave} scope="col">
            {s.nombre}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {datos.map((d, i) => (
        // Labels may repeat (two cuts of a branch on a day): the row's place is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of a chart's data, never reordered
        <tr key={i}>
          <th scope="row">{formatoX ? formatoX(String(d[x])) : String(d[x])}</th>
          {series.map((s) => (
            <td key={s.clave}>{formato ? formato(Number(d[s.clave] ?? 0)) : String(d[s.clave] ?? '')}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);

export const GraficaLineas = (props: GraficaProps) => <Figura props={props} Dibujo={Lineas} />;
export const GraficaBarras = (props: GraficaProps) => <Figura props={props} Dibujo={Barras} />;
