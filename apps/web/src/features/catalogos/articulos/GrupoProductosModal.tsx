import type { GrupoProducto } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { successToast, warningDialog } from '@/ui/dialogs';
import { useGrupoAccion, useGrupos } from './api';

interface Props {
  codFormula: number;
  formula: string;
  codArticuloFarmasi: number;
  descripcion: string;
  onClose: () => void;
}

const clave = (r: GrupoProducto) => `${r.grupo}-${r.codArticuloFarmasi}`;

/**
 * Product groups of the article's formula: header rows (code 0) and their articles. The chosen row
 * is a group (add the current article to it) or an article (mark principal, remove).
 */
export const GrupoProductosModal = ({
  codFormula,
  formula,
  codArticuloFarmasi,
  descripcion,
  onClose,
}: Props) => {
  const grupos = useGrupos(codFormula);
  const [elegida, setElegida] = useState<GrupoProducto | null>(null);
  const guardar = useGrupoAccion('guardar');
  const eliminar = useGrupoAccion('eliminar');
  const principal = useGrupoAccion('principal');
  // One action at a time for the four buttons: a double click adds the article once.
  const { ocupado, ejecutar } = useAccion();

  const hecho = (r: { message: string }) => {
    successToast(r.message);
    setElegida(null);
  };
  const agregar = (grupo: number) =>
    ejecutar(async () => hecho(await guardar.mutateAsync({ codFormula, grupo, codArticuloFarmasi })));
  const conArticulo = (accion: 'eliminar' | 'principal') => {
    if (!elegida || elegida.codArticuloFarmasi === 0) return void warningDialog(m.sinProductoOGrupo);
    if (accion === 'eliminar' && elegida.articuloPrincipal) return void warningDialog(m.principalNoSeElimina);
    const body = { codFormula, grupo: elegida.grupo, codArticuloFarmasi: elegida.codArticuloFarmasi };
    void ejecutar(async () => hecho(await (accion === 'eliminar' ? eliminar : principal).mutateAsync(body)));
  };

  return (
    <Modal open title={`Grupo de Productos: ${formula}`} footer={null} onCancel={onClose} width={760}>
      <p>
        Artículo actual: <strong>{descripcion}</strong>
      </p>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button loading={ocupado} onClick={() => void agregar(0)}>
          Nuevo grupo con el artículo
        </Button>
        <Button
          disabled={ocupado}
          onClick={() => {
            if (!elegida) return void warningDialog(m.sinProductoOGrupo);
            void agregar(elegida.grupo);
          }}
        >
          Agregar artículo al grupo
        </Button>
        <Button disabled={ocupado} onClick={() => conArticulo('principal')}>
          Marcar principal
        </Button>
        <Button danger disabled={ocupado} onClick={() => conArticulo('eliminar')}>
          Quitar del grupo
        </Button>
      </Space>
      <Table<GrupoProducto>
        size="small"
        bordered
        rowKey={clave}
        loading={grupos.isFetching}
        dataSource={grupos.data}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: 'No hay registros que mostrar' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: elegida ? [clave(elegida)] : [],
          onChange: (_, rows) => setElegida(rows[0] ?? null),
        }}
        onRow={(r) => ({ onClick: () => setElegida(r) })}
        columns={[
          {
            title: 'Código',
            dataIndex: 'codArticuloFarmasi',
            width: 110,
            render: (v: number) => (v === 0 ? '' : v),
          },
          {
            title: 'Descripción',
            dataIndex: 'descripcionFarmasi',
            render: (v: string, r) => (r.codArticuloFarmasi === 0 ? <strong>{v}</strong> : v),
          },
          {
            title: 'Principal',
            dataIndex: 'articuloPrincipal',
            width: 110,
            render: (v: boolean) => (v ? <Tag color="gold">Principal</Tag> : null),
          },
        ]}
      />
    </Modal>
  );
};
