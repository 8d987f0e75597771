import type { Sucursal } from '@farmasi/contracts/catalogos/grupo-sucursales';
import type { TableColumnsType } from 'antd';

export const tipoSucursal = (s: Pick<Sucursal, 'propia'>) => (s.propia === 1 ? 'Propia' : 'Licenciataria');

export const sucursalColumns: TableColumnsType<Sucursal> = [
  { title: 'Código', dataIndex: 'codSucursal', width: 90 },
  { title: 'Sucursal', dataIndex: 'sucursal' },
  { title: 'Nombre', dataIndex: 'nombre' },
  { title: 'Tipo', key: 'tipo', width: 120, render: (_, s) => tipoSucursal(s) },
];
