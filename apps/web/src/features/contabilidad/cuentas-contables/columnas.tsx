import { EditOutlined } from '@ant-design/icons';
import type { CuentaEmpresa, CuentaSucursal } from '@farmasi/contracts/contabilidad/cuentas-contables';
import type { TableColumnsType } from 'antd';
import { AccionesFila, type AccionFila, anchoAcciones } from '@/ui/AccionesFila';
import { historialEmpresa, historialSucursal } from './historial';

/** An empty account reads as a dash, so a missing one stands out. */
const cuenta = (v: string) => v || '—';

/** The Editar column of both tables, pinned right so it stays in sight on a phone. */
const columnaEditar = <T extends { descripcion: string }>(
  telefono: boolean,
  onEditar: (fila: T) => void,
  historial: (fila: T) => AccionFila,
) => ({
  title: 'Editar',
  key: 'editar',
  fixed: 'right' as const,
  width: anchoAcciones(telefono, 220),
  render: (_: unknown, fila: T) => (
    <AccionesFila
      titulo={`Acciones de ${fila.descripcion}`}
      acciones={[
        {
          clave: 'editar',
          etiqueta: 'Editar',
          icono: <EditOutlined />,
          ariaLabel: `Editar ${fila.descripcion}`,
          onClick: () => onEditar(fila),
        },
        historial(fila),
      ]}
    />
  ),
});

export const columnasEmpresas = (
  telefono: boolean,
  onEditar: (e: CuentaEmpresa) => void,
): TableColumnsType<CuentaEmpresa> => [
  { title: 'Descripción', dataIndex: 'descripcion' },
  { title: 'Cuenta', dataIndex: 'cuenta', width: 150, render: cuenta },
  columnaEditar(telefono, onEditar, historialEmpresa),
];

export const columnasSucursales = (
  telefono: boolean,
  onEditar: (s: CuentaSucursal) => void,
): TableColumnsType<CuentaSucursal> => [
  { title: 'Descripción', dataIndex: 'descripcion', sorter: true },
  { title: 'Cuenta efectivo', dataIndex: 'cuentaEfectivo', width: 150, render: cuenta, sorter: true },
  { title: 'Cuenta tasa general', dataIndex: 'cuentaTasaGral', width: 170, render: cuenta, sorter: true },
  { title: 'Cuenta tasa 0%', dataIndex: 'cuentaTasa0', width: 150, render: cuenta, sorter: true },
  columnaEditar(telefono, onEditar, historialSucursal),
];
