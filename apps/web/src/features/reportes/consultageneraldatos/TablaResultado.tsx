import type { ColumnaResultado, ResultadoConsulta } from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  CONSULTA_POR_PAGINA,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import type { TableColumnsType } from 'antd';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { DataTable } from '@/ui/DataTable';
import { GraficaDeLista } from '@/ui/graficas/GraficaDeLista';

type Fila = ResultadoConsulta['filas'][number];

const DERECHA = new Set<ColumnaResultado['tipo']>(['entero', 'numero', 'moneda']);

/** A cell as the column's kind shows it: $0,0.00, DD/MMM/YYYY, DD/MMM/YYYY hh:mm A. */
export const textoCelda = (tipo: ColumnaResultado['tipo'], v: Fila[string]): string => {
  if (v === null || v === '') return '';
  switch (tipo) {
    case 'moneda':
      return formatMoney(v);
    case 'numero':
      return typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 4 }) : String(v);
    case 'fecha':
      return formatDate(String(v));
    case 'fechaHora':
      return formatDateTime(String(v));
    default:
      return String(v);
  }
};

const columnasDe = (columnas: readonly ColumnaResultado[]): TableColumnsType<Fila> =>
  columnas.map((c) => ({
    key: c.campo,
    dataIndex: c.campo,
    title: c.titulo,
    align: DERECHA.has(c.tipo) ? 'right' : 'left',
    render: (v: Fila[string]) => textoCelda(c.tipo, v),
  }));

interface Props {
  resultado: ResultadoConsulta | undefined;
  cargando: boolean;
  consultado: boolean;
  pagina: number;
  onPagina: (pagina: number) => void;
}

const NUMERICAS = new Set<ColumnaResultado['tipo']>(['entero', 'numero', 'moneda']);
/** Whole numbers that name a record (a branch, an article, a folio) rather than count anything. */
const esIdentificador = (c: ColumnaResultado) =>
  c.tipo === 'entero' && /^(cod[A-Z]|id[A-Z]|id$|folio$|caja$)/.test(c.campo);
const esValor = (c: ColumnaResultado) => NUMERICAS.has(c.tipo) && !esIdentificador(c);

/**
 * The page's rows as a bar chart: one bar per row labelled by its first two columns that are not
 * quantities (dates, names, codes), its quantities drawn two at a time or one chosen (issue 29).
 */
const GraficaResultado = ({ resultado }: { resultado: ResultadoConsulta | undefined }) => {
  const columnas = resultado?.columnas ?? [];
  const numericas = columnas.filter(esValor);
  const etiquetas = columnas.filter((c) => !esValor(c)).slice(0, 2);
  const moneda = numericas.every((c) => c.tipo === 'moneda');
  return (
    <GraficaDeLista
      titulo="Gráfica de los datos de esta página"
      datos={(resultado?.filas ?? []).map((f, i) => ({
        ...Object.fromEntries(numericas.map((c) => [c.campo, Number(f[c.campo] ?? 0)])),
        __etiqueta: etiquetas.map((c) => textoCelda(c.tipo, f[c.campo] ?? null)).join(' · ') || String(i + 1),
      }))}
      x="__etiqueta"
      nombreX="Fila"
      series={numericas.map((c) => ({ clave: c.campo, nombre: c.titulo }))}
      {...(moneda ? { formato: (v: number) => formatMoney(v) } : {})}
    />
  );
};

/** The result's page: its own columns, 20 rows per page asked of the server (003 §9); cards on a phone. */
export const TablaResultado = ({ resultado, cargando, consultado, pagina, onPagina }: Props) => (
  <>
    <GraficaResultado resultado={resultado} />
    <DataTable<Fila>
      rowKey="__fila"
      columns={columnasDe(resultado?.columnas ?? [])}
      dataSource={(resultado?.filas ?? []).map((f, i) => ({ ...f, __fila: i }))}
      loading={cargando}
      scroll={{ x: 'max-content' }}
      tarjetas="telefono"
      paginacion={{
        pagina,
        porPagina: CONSULTA_POR_PAGINA,
        total: resultado?.totalRegistros ?? 0,
        onPagina,
      }}
      locale={{ emptyText: consultado ? m.sinDatos : 'Elija una opción y pulse Consultar.' }}
    />
  </>
);
