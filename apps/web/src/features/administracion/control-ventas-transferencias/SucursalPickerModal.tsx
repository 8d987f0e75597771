import { format } from '@farmasi/contracts';
import { ventasTransferenciasMessages as m } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import type { CatalogoItem } from '@farmasi/contracts/catalogos/sucursales';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useDebounced } from '@/lib/useDebounced';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useGuardarVentaTransferencia, useSucursales } from './api';
import { filtroEfectivo, sucursalAGuardar } from './validate';

/** Picks the branch that may sell by transfer: filter, click a row, Guardar (003 §2.2). */
export const SucursalPickerModal = ({ onClose }: { onClose: () => void }) => {
  const session = useSession();
  const [texto, setTexto] = useState('');
  // The catalogue is asked once the user pauses typing.
  const buscar = useDebounced(filtroEfectivo(texto), 300);
  const [seleccionada, setSeleccionada] = useState<CatalogoItem | null>(null);
  const sucursales = useSucursales(buscar, true);
  const guardar = useGuardarVentaTransferencia();

  const lista = sucursales.data ?? [];

  const onGuardar = async () => {
    const elegida = sucursalAGuardar(
      seleccionada && lista.some((s) => s.codigo === seleccionada.codigo) ? seleccionada : null,
      lista,
    );
    if ('message' in elegida) {
      void warningDialog(elegida.message);
      return;
    }
    const { sucursal } = elegida;
    if (!(await confirmDialog(format(m.confirmar, { sucursal: sucursal.descripcion })))) return;
    guardar.mutate(
      { CodUsuario: session?.idUser ?? 0, CodSucursal: sucursal.codigo },
      {
        onSuccess: (answer) => {
          successToast(answer.message || m.agregado, 3);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Sucursales"
      width={640}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={[
        <Button key="cancelar" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="guardar" type="primary" loading={guardar.isPending} onClick={() => void onGuardar()}>
          Guardar
        </Button>,
      ]}
    >
      <Input.Search
        aria-label="Buscar sucursal"
        placeholder="Escriba al menos 3 caracteres del código o nombre de la sucursal"
        allowClear
        maxLength={100}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <DataTable<CatalogoItem>
        rowKey="codigo"
        loading={sucursales.isFetching}
        dataSource={lista}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: 'Código', dataIndex: 'codigo', width: 100 },
          { title: 'Sucursal', dataIndex: 'descripcion' },
        ]}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: seleccionada ? [seleccionada.codigo] : [],
          onSelect: (s) => setSeleccionada(s),
        }}
        onRow={(s) => ({ onClick: () => setSeleccionada(s), style: { cursor: 'pointer' } })}
      />
    </Modal>
  );
};
