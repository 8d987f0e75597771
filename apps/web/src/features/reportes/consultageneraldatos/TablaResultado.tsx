import type { ColumnaResultado, ResultadoConsulta } from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  CONSULTA_POR_PAGINA,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import type { TableColumnsType } from 'antd';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { DataTable } from '@/ui/DataTable';

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

/** The result's page: its own columns, 20 rows per page asked of the server (003 §9); cards on a phone. */
export const TablaResultado = ({ resultado, cargando, consultado, pagina, onPagina }: Props) => (
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
);
