import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignacion-grupos';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import type { Asignacion, GrupoVista, SucursalVista } from './types';
import { coincide, validarSeleccion } from './validate';

/** 'Sucursales para el Grupo': the branches in no group, to tick and add to the group. */
export const SucursalesGrupoModal = ({
  asignacion,
  grupo,
  onClose,
}: {
  asignacion: Asignacion;
  grupo: GrupoVista;
  onClose: () => void;
}) => {
  const libres = asignacion.useSinGrupo(true);
  const guardar = asignacion.useGuardar();
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const [texto, setTexto] = useState('');
  const filas = (libres.data ?? []).filter((s) => coincide(s, texto));

  const onGuardar = async () => {
    const failure = validarSeleccion(marcadas);
    if (failure) {
      void warningDialog(failure);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    guardar.mutate(
      { grupo: grupo.id, codigos: marcadas },
      {
        onSuccess: (answer) => {
          successToast(answer.message || m.guardadas, 3);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`${m.modalTitulo} ${grupo.nombre}`}
      width={760}
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
        aria-label="Filtrar sucursales"
        placeholder="Filtrar por código, cliente o sucursal"
        allowClear
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <DataTable<SucursalVista>
        rowKey="codigo"
        loading={libres.isFetching}
        dataSource={filas}
        pagination={{ pageSize: 10 }}
        rowSelection={{
          selectedRowKeys: marcadas,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setMarcadas(keys.map(Number)),
        }}
        columns={[
          { title: 'Código', dataIndex: 'codigo', width: 90 },
          { title: asignacion.columnaNombre, dataIndex: 'nombre' },
          { title: 'Sucursal', dataIndex: 'sucursal' },
        ]}
      />
    </Modal>
  );
};
