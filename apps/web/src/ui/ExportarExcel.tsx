import { FileExcelOutlined } from '@ant-design/icons';
import type { Envelope } from '@farmasi/contracts/envelope';
import { EXPORT_SUFFIX, exportarTabla } from '@farmasi/contracts/generales/exportar';
import { messages } from '@farmasi/contracts/messages';
import { Button, type TableColumnsType } from 'antd';
import { type EndpointRoute, request } from '@/api/client';
import { ApiError } from '@/api/errors';
import { avisarFallo } from '@/lib/avisarFallo';
import { descargar, guardarBase64, urlDeLlamada } from '@/lib/download';
import { useAccion } from '@/lib/useAccion';
import { warningDialog } from './dialogs';

/**
 * What 'Exportar a Excel' sends. A server-paged list names its list endpoint and the filters it
 * sent (the server streams every filtered row from the same query, at path + '/excel'); a call the
 * spec defines as answering the file in base64 (transfers' ExportarAExcel) is named with
 * `base64: true` and called as it is; a list loaded whole gives nothing more: the rows its table
 * holds are written as shown.
 */
export type ExportarConfig = {
  /** File name without extension (a function: computed at the click, e.g. with the time). */
  archivo: string | (() => string);
  /** The button's text; 'Exportar a Excel' by default. */
  etiqueta?: string;
  /** The spec's warning for an empty list: the button stays enabled and shows it, calling nothing. */
  siVacia?: string;
  /**
   * Runs first (the screen's checks: a failure already shown); false exports nothing. The export
   * then sends what `body` holds at that moment.
   */
  antes?: () => boolean | Promise<boolean>;
  /**
   * The spec's text for a failed export ('Error al generar el excel'): a refusal (value false) or a
   * checked field (400) still shows the server's message; any other failure shows this one.
   */
  textoError?: string;
} & (
  | {
      endpoint: EndpointRoute;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
      base64?: boolean;
      /**
       * The endpoint is the spec's own export call (its own path, answering the file as a stream):
       * called as it is, without the list's '/excel' suffix.
       */
      enSuRuta?: boolean;
    }
  | { endpoint?: undefined }
);

/** A spec's export call can take long on a large result: more than the default call time-out. */
const EXPORTAR_TIMEOUT_MS = 180_000;

const nombreDe = (c: ExportarConfig) => (typeof c.archivo === 'function' ? c.archivo() : c.archivo);

const exportarCon = async <T extends object>(
  config: ExportarConfig,
  columns: TableColumnsType<T>,
  filas: readonly T[],
) => {
  const nombre = `${nombreDe(config)}.xlsx`;
  if (!config.endpoint) {
    const body = { archivo: nombreDe(config), ...tablaAExcel(columns, filas) };
    await descargar(urlDeLlamada(exportarTabla), { metodo: exportarTabla.method, body, nombre });
    return;
  }
  const { endpoint, params, query, body } = config;
  if (config.base64) {
    const answer = await request<Envelope<unknown>>(endpoint, {
      params,
      query,
      body,
      timeoutMs: EXPORTAR_TIMEOUT_MS,
    });
    if (typeof answer.data !== 'string') throw new ApiError('network', messages.general.peticionFallida);
    guardarBase64(answer.data, nombre);
    return;
  }
  await descargar(urlDeLlamada(endpoint, { params, query, sufijo: config.enSuRuta ? '' : EXPORT_SUFFIX }), {
    metodo: endpoint.method,
    body,
    nombre,
  });
};

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

/** 'Exportar a Excel': busy while the file is written; a failure is shown by the query client. */
export const ExportarExcelButton = <T extends object>({
  config,
  columns = [],
  filas = [],
  vacia = false,
  cargando = false,
}: {
  config: ExportarConfig;
  columns?: TableColumnsType<T>;
  filas?: readonly T[];
  /** Nothing to export: the button is disabled, or shows config.siVacia when given. */
  vacia?: boolean;
  cargando?: boolean;
}) => {
  const { ocupado, ejecutar } = useAccion();
  const siVacia = config.siVacia;
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={ocupado}
      disabled={cargando || (vacia && !siVacia)}
      onClick={() =>
        void (vacia && siVacia
          ? warningDialog(siVacia)
          : ejecutar(async () => {
              if (config.antes && !(await config.antes())) return;
              try {
                await exportarCon(config, columns, filas);
              } catch (e) {
                if (!config.textoError) throw e;
                avisarFallo(config.textoError)(e);
              }
            }))
      }
    >
      {config.etiqueta ?? 'Exportar a Excel'}
    </Button>
  );
};
