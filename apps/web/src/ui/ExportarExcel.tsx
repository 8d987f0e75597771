import { FileExcelOutlined } from '@ant-design/icons';
import { EXPORT_SUFFIX, exportarTabla } from '@farmasi/contracts/generales/exportar';
import { Button, type TableColumnsType } from 'antd';
import type { EndpointRoute } from '@/api/client';
import { urlDeLlamada, useDescarga } from '@/lib/download';

/**
 * What 'Exportar a Excel' sends. A server-paged list names its list endpoint and the filters it
 * sent (the server streams every filtered row from the same query, at path + '/excel'); a list
 * loaded whole gives nothing more: the rows its table holds are written as shown.
 */
export type ExportarConfig = {
  /** File name without extension. */
  archivo: string;
} & (
  | {
      endpoint: EndpointRoute;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
    }
  | { endpoint?: undefined }
);

type Celda = string | number | boolean | null;

const valorDe = (fila: object, dataIndex: unknown): Celda => {
  const ruta = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let v: unknown = fila;
  for (const k of ruta) v = v == null ? undefined : (v as Record<string, unknown>)[String(k)];
  if (v == null) return null;
  return typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : String(v);
};

/** The rows of a table as the export body: the columns that show a field, in order. */
export const tablaAExcel = <T extends object>(columns: TableColumnsType<T>, filas: readonly T[]) => {
  const conCampo = columns.filter(
    (c): c is (typeof columns)[number] & { dataIndex: unknown } => 'dataIndex' in c && c.dataIndex != null,
  );
  return {
    columnas: conCampo.map((c) => (typeof c.title === 'string' ? c.title : String(c.dataIndex))),
    filas: filas.map((f) => conCampo.map((c) => valorDe(f, c.dataIndex))),
  };
};

/** 'Exportar a Excel': busy while the file is written (one request per double click); a failure in its dialog. */
export const ExportarExcelButton = <T extends object>({
  config,
  columns = [],
  filas = [],
  disabled,
}: {
  config: ExportarConfig;
  columns?: TableColumnsType<T>;
  filas?: readonly T[];
  disabled?: boolean;
}) => {
  const { descargar, ocupado } = useDescarga();
  const nombre = `${config.archivo}.xlsx`;
  const exportar = () =>
    config.endpoint
      ? descargar(
          urlDeLlamada(config.endpoint, {
            params: config.params,
            query: config.query,
            sufijo: EXPORT_SUFFIX,
          }),
          { metodo: config.endpoint.method, body: config.body, nombre },
        )
      : descargar(urlDeLlamada(exportarTabla), {
          metodo: exportarTabla.method,
          body: { archivo: config.archivo, ...tablaAExcel(columns, filas) },
          nombre,
        });
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={ocupado}
      disabled={disabled}
      onClick={() => void exportar()}
    >
      Exportar a Excel
    </Button>
  );
};
