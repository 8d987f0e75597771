import { MINIMO_PRODUCTO_LARGO } from '@farmasi/contracts/proveedores/existencias-minimas';
import type { StockMinimoFila } from '@farmasi/contracts/proveedores/stockminimo';
import { Space, type TableColumnsType } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { NumeroInput } from '@/ui/NumeroInput';
import { claveFila, type Ediciones, valorEnCaja } from './ediciones';

/** 002 §2: rows with demandaIndividual=1 are highlighted (text and background with AA contrast). */
const ANCHO_TODO = 64;

export const ESTILO_DEMANDA = { background: '#e6f4ff', color: '#003a8c' } as const;

interface Opciones {
  ediciones: Ediciones;
  /** The row's number in the filtered list (1…n, across pages). */
  numero: (f: StockMinimoFila) => number;
  onMinimo: (f: StockMinimoFila, valor: number | null) => void;
  global: number | null;
  onGlobal: (valor: number | null) => void;
}

/**
 * The Mínimo header with its 'Todo' box (002 §2). antd draws every title a second time in a hidden
 * row that measures the columns: there the box is only its width, so the page holds one box, never a
 * hidden focusable copy (axe: aria-hidden-focus).
 */
const TituloMinimo = ({ global, onGlobal }: Pick<Opciones, 'global' | 'onGlobal'>) => {
  const ref = useRef<HTMLDivElement>(null);
  const [medida, setMedida] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.ant-table-measure-row')) setMedida(true);
  }, []);
  return (
    <Space ref={ref} orientation="vertical" size={2}>
      <span>Mínimo</span>
      {medida ? (
        <span style={{ display: 'inline-block', width: ANCHO_TODO }} />
      ) : (
        <NumeroInput
          aria-label="Mínimo para todas las filas"
          placeholder="Todo"
          maxLength={MINIMO_PRODUCTO_LARGO}
          size="small"
          style={{ width: ANCHO_TODO, textAlign: 'right' }}
          value={global}
          onChange={onGlobal}
        />
      )}
    </Space>
  );
};

/** Row number, Sucursal, Producto, Fórmula, Grupo, Mínimo (4 digits; its header holds 'Todo'). */
export const columnas = ({ ediciones, numero, onMinimo, global, onGlobal }: Opciones) =>
  [
    { title: '#', key: 'numero', width: 56, align: 'right', render: (_, f) => numero(f) },
    { title: 'Sucursal', dataIndex: 'sucursal', key: 'sucursal' },
    { title: 'Producto', dataIndex: 'descripcionProducto', key: 'descripcionProducto' },
    { title: 'Fórmula', dataIndex: 'descripcionFormula', key: 'descripcionFormula' },
    {
      title: 'Grupo',
      dataIndex: 'grupoProducto',
      key: 'grupoProducto',
      align: 'right',
      width: 70,
      render: (g: number) => (g > 0 ? g : ''),
    },
    {
      title: <TituloMinimo global={global} onGlobal={onGlobal} />,
      dataIndex: 'existenciaMinima',
      key: 'existenciaMinima',
      width: 110,
      fixed: 'right',
      render: (_, f) => {
        const valor = valorEnCaja(f, ediciones);
        return (
          <NumeroInput
            aria-label={`Mínimo de ${f.descripcionProducto} en ${f.sucursal}`}
            maxLength={MINIMO_PRODUCTO_LARGO}
            style={{ width: 76, textAlign: 'right' }}
            // A modified row's box is marked (002 §4: rows are flagged modified when edited).
            status={
              ediciones.has(claveFila(f)) && (valor ?? 0) !== f.existenciaMinima ? 'warning' : undefined
            }
            value={valor}
            onChange={(v) => onMinimo(f, v)}
          />
        );
      },
    },
  ] satisfies TableColumnsType<StockMinimoFila>;
