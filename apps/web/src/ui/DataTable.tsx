import { messages } from '@farmasi/contracts/messages';
import { Flex, Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { OrdenTabla } from '@/lib/useListaEnUrl';
import { type ExportarConfig, ExportarExcelButton } from './ExportarExcel';
import { columnasConOrden, onChangeConOrden, ordenarFilas } from './ordenTabla';
import { columnasEnTarjetas, type VistaTarjetas } from './tablaTarjetas';

export const DEFAULT_PAGE_SIZE = 50;

/** Wider than this, a pinned field column would cover most of a phone's row: there it scrolls with the rest. */
export const FIJA_MAX_TELEFONO = 120;

/** A header's width when it must not wrap: its text (bold, 14 px) and the cell's padding. */
const anchoDeTitulo = (title: unknown) => (typeof title === 'string' ? 16 + 9 * title.length : 0);

/**
 * The columns on a phone. A pinned column that shows no field of the row (its actions: 'Acciones',
 * 'Editar', the '⋯' menu) is not pinned there: at 390 px it covered the row's last visible column
 * (Precio, Sucursal, Fecha, Imagen); it scrolls with the row, at the row's end, and is as wide as its
 * header so the header does not wrap. A narrow pinned field column (a value to type, such as the
 * inventory days per family) stays pinned; a wider one scrolls too.
 */
const columnasDeTelefono = <T,>(columns: TableColumnsType<T> | undefined) =>
  columns?.map((c) => {
    if (!c.fixed) return c;
    if (!('children' in c) && c.dataIndex === undefined) {
      const ancho = typeof c.width === 'number' ? Math.max(c.width, anchoDeTitulo(c.title)) : c.width;
      return { ...c, fixed: undefined, width: ancho };
    }
    return typeof c.width === 'number' && c.width > FIJA_MAX_TELEFONO ? { ...c, fixed: undefined } : c;
  });

export const totalRegistros = (total: number) =>
  total === 1 ? 'Total: 1 registro' : `Total: ${total} registros`;

/** A page asked of the server: the page (from useListaEnUrl), its size and the server's count. */
export interface PaginacionServidor {
  pagina: number;
  porPagina?: number;
  total: number;
  onPagina: (pagina: number) => void;
}

export type DataTableProps<T> = TableProps<T> & {
  rowKey: TableProps<T>['rowKey'];
  /** Server paging: the table shows the page given and 'Total: N registros'. */
  paginacion?: PaginacionServidor;
  /** Offers 'Exportar a Excel' (server-paged: the whole filtered result; else the rows shown). */
  exportar?: ExportarConfig;
  /** Shown left of the export button, above the table. */
  barra?: ReactNode;
  /**
   * The sort kept in the URL (useListaEnUrl's third element) for the columns marked `sorter`:
   * a server-paged list sends it to the server; a list loaded whole is sorted here (Spanish order).
   */
  orden?: OrdenTabla;
  /**
   * Narrower than a phone ('telefono', 768 px) or a tablet ('tableta', 992 px), each row is a card of
   * 'title: value' pairs drawn by the columns' renders (editable rows, lists the spec shows as cards).
   */
  tarjetas?: VistaTarjetas;
};

/**
 * antd Table with the house defaults: small rows, the spec's empty text and 50 rows per page
 * (pagination hidden for a single page). Every prop can be overridden; rowKey is required.
 * paginacion pages on the server; exportar adds the export button in one line; orden sorts.
 */
export const DataTable = <T extends object>({
  locale,
  pagination,
  paginacion,
  exportar,
  barra,
  orden,
  tarjetas,
  ...resto
}: DataTableProps<T>) => {
  const pantalla = Grid.useBreakpoint();
  const telefono = pantalla.md === false;
  const enTarjetas = tarjetas === 'tableta' ? pantalla.lg === false : tarjetas === 'telefono' && telefono;
  const props = orden
    ? {
        ...resto,
        columns: columnasConOrden(resto.columns, orden),
        // A server-paged list arrives sorted; one loaded whole is sorted here, so the export follows.
        dataSource:
          paginacion || !resto.dataSource
            ? resto.dataSource
            : ordenarFilas(resto.dataSource, resto.columns, orden),
        onChange: onChangeConOrden(orden, resto.onChange),
      }
    : resto;
  const columns = enTarjetas
    ? columnasEnTarjetas(props.columns)
    : telefono
      ? columnasDeTelefono(props.columns)
      : props.columns;
  const tabla = (
    <Table<T>
      size="small"
      bordered
      pagination={
        pagination === false
          ? false
          : paginacion
            ? {
                current: paginacion.pagina,
                pageSize: paginacion.porPagina ?? DEFAULT_PAGE_SIZE,
                total: paginacion.total,
                showSizeChanger: false,
                showTotal: totalRegistros,
                onChange: paginacion.onPagina,
                ...pagination,
              }
            : {
                pageSize: DEFAULT_PAGE_SIZE,
                hideOnSinglePage: true,
                showSizeChanger: false,
                ...pagination,
              }
      }
      locale={{ emptyText: messages.general.sinRegistros, ...locale }}
      {...props}
      showHeader={enTarjetas ? false : props.showHeader}
      scroll={enTarjetas ? undefined : props.scroll}
      columns={columns}
    />
  );
  if (!exportar && !barra) return tabla;
  const filas = props.dataSource ?? [];
  const vacia = paginacion ? paginacion.total === 0 : filas.length === 0;
  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" justify="space-between" align="center">
        <div>{barra}</div>
        {exportar && (
          <ExportarExcelButton<T>
            config={exportar}
            columns={props.columns}
            filas={filas}
            vacia={vacia}
            cargando={props.loading === true}
          />
        )}
      </Flex>
      {tabla}
    </Flex>
  );
};
