import { articulosConst as k } from '@farmasi/contracts/catalogos/articulos/textos';
import { Modal, Segmented, Table } from 'antd';
import { useState } from 'react';
import { type FiltroSucursal, filtrarExistencia } from '@/ui/articulo/form';
import { useExistencia } from './api';

/** Stock per branch of the chosen article, filtered '01' Todas, '02' Propias, '03' Licenciatarios. */
export const ExistenciaModal = ({
  codigo,
  descripcion,
  onClose,
}: {
  codigo: number;
  descripcion: string;
  onClose: () => void;
}) => {
  const [filtro, setFiltro] = useState<FiltroSucursal>('01');
  const existencia = useExistencia(codigo);
  const filas = filtrarExistencia(existencia.data ?? [], filtro);
  const total = filas.reduce((s, f) => s + f.existencia, 0);
  return (
    <Modal open title={`Existencia sucursales: ${descripcion}`} footer={null} onCancel={onClose} width={620}>
      <Segmented<FiltroSucursal>
        aria-label="Filtro de sucursales"
        value={filtro}
        onChange={setFiltro}
        options={k.filtrosSucursal.map((f) => ({ value: f.codigo, label: f.descripcion }))}
        style={{ marginBottom: 8 }}
      />
      <Table
        size="small"
        bordered
        rowKey="codSucursal"
        loading={existencia.isFetching}
        dataSource={filas}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'No hay registros que mostrar' }}
        columns={[
          { title: 'Sucursal', dataIndex: 'sucursal' },
          { title: 'Existencia', dataIndex: 'existencia', align: 'right', width: 120 },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <span data-testid="existencia-total">{total}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Modal>
  );
};
