import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { type Key, useState } from 'react';
import { alternarVisibles, contieneTexto, todasMarcadas } from '@/lib/seleccion';
import { DataTable } from './DataTable';
import { TextoBusqueda } from './TextoInput';

export const SELECCION_POR_PAGINA = 10;

export interface SeleccionTablaProps<T, K extends Key> {
  filas: readonly T[];
  clave: (fila: T) => K;
  columns: TableColumnsType<T>;
  marcadas: readonly K[];
  onChange: (marcadas: K[]) => void;
  /** false: one row only (radio), no 'Marcar todo'. */
  multiple?: boolean;
  loading?: boolean;
  /** The search box's label and placeholder. */
  buscarEtiqueta?: string;
  buscarPlaceholder?: string;
  /** Which rows the text shows (default: any text or number field contains it, accents ignored). */
  coincide?: (fila: T, texto: string) => boolean;
  /** A search answered by the server: the rows given are already what the text shows. */
  busquedaServidor?: { texto: string; onTexto: (texto: string) => void; maxLength?: number };
  /** A double click on a row takes it at once (a list of search results: pick one and go). */
  onDobleClic?: (fila: T) => void;
}

/**
 * A table to pick rows from: a search box, 'Marcar todo / Desmarcar todo' over the rows the search
 * shows (never the hidden ones), pages of 10, and how many are marked.
 */
export const SeleccionTabla = <T extends object, K extends Key>({
  filas,
  clave,
  columns,
  marcadas,
  onChange,
  multiple = true,
  loading,
  buscarEtiqueta = 'Buscar',
  buscarPlaceholder,
  coincide = contieneTexto,
  busquedaServidor,
  onDobleClic,
}: SeleccionTablaProps<T, K>) => {
  const [textoLocal, setTextoLocal] = useState('');
  const [pagina, setPagina] = useState(1);
  const texto = busquedaServidor?.texto ?? textoLocal;
  const visibles = busquedaServidor ? filas : filas.filter((f) => coincide(f, texto));
  const clavesVisibles = visibles.map(clave);
  const todas = todasMarcadas(marcadas, clavesVisibles);
  const marcar = (k: K) => onChange(multiple ? [...marcadas.filter((m) => m !== k), k] : [k]);
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <TextoBusqueda
          aria-label={buscarEtiqueta}
          placeholder={buscarPlaceholder ?? buscarEtiqueta}
          allowClear
          maxLength={busquedaServidor?.maxLength ?? 100}
          value={texto}
          onChange={(e) => {
            setPagina(1);
            (busquedaServidor?.onTexto ?? setTextoLocal)(e.target.value);
          }}
          style={{ maxWidth: 360 }}
        />
        {multiple && (
          <Space>
            <Button
              size="small"
              disabled={clavesVisibles.length === 0}
              onClick={() => onChange(alternarVisibles(marcadas, clavesVisibles))}
            >
              {todas ? 'Desmarcar todo' : 'Marcar todo'}
            </Button>
            <Typography.Text aria-live="polite">
              {marcadas.length === 1 ? '1 seleccionada' : `${marcadas.length} seleccionadas`}
            </Typography.Text>
          </Space>
        )}
      </Space>
      <DataTable<T>
        rowKey={(f) => clave(f)}
        loading={loading}
        dataSource={visibles as T[]}
        columns={columns}
        pagination={{ pageSize: SELECCION_POR_PAGINA, current: pagina, onChange: setPagina }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...marcadas],
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          onSelect: (fila, marcada) =>
            marcada ? marcar(clave(fila)) : onChange(marcadas.filter((m) => m !== clave(fila))),
        }}
        onRow={(fila) => ({
          onClick: (e) => {
            // Clicks on the checkbox itself are handled by onSelect.
            if ((e.target as HTMLElement).closest('.ant-checkbox-wrapper, .ant-radio-wrapper')) return;
            const k = clave(fila);
            if (multiple && marcadas.includes(k)) onChange(marcadas.filter((m) => m !== k));
            else marcar(k);
          },
          ...(onDobleClic ? { onDoubleClick: () => onDobleClic(fila) } : {}),
          style: { cursor: 'pointer' },
        })}
      />
    </>
  );
};
