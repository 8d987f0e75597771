import { EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import {
  type DatosProveedor,
  recargasMessages as m,
  RECARGAS_TOAST_SECONDS,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { Button, Card, Select, Space, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useDatosProveedores, useProveedores, useReenviar } from './api';
import { ProveedorModal } from './ProveedorModal';
import { SucursalSelect } from './SucursalSelect';

/** S46 'Recargas Telefonicas': each branch's user at each top-up provider. */
export const RecargasTelefonicasPage = () => {
  const [codSucursal, setCodSucursal] = useState(0);
  const [idProveedor, setIdProveedor] = useState(0);
  const [editando, setEditando] = useState<DatosProveedor | 'nuevo' | null>(null);
  const lista = useDatosProveedores(codSucursal, idProveedor);
  const proveedores = useProveedores();
  const reenviar = useReenviar();

  const onReenviar = async (r: DatosProveedor) => {
    if (!(await confirmDialog(m.deseaReenviar))) return;
    reenviar.mutate(
      { idCatRecargasUsuarioSucursal: r.idCatRecargasUsuarioSucursal, codSucursal: r.codSucursal },
      { onSuccess: (answer) => successToast(answer.message, RECARGAS_TOAST_SECONDS) },
    );
  };

  const columns: TableColumnsType<DatosProveedor> = [
    { title: 'Código', dataIndex: 'codSucursal', width: 90 },
    { title: 'Sucursal', dataIndex: 'sucursal' },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    { title: 'Usuario', dataIndex: 'usuario' },
    { title: 'Fecha', dataIndex: 'fecha', render: (v: string) => <DateText value={v} withTime /> },
    {
      title: 'Último envío',
      dataIndex: 'ultimoEnvio',
      render: (v: string | null) => (v ? <DateText value={v} withTime /> : 'Sin envío'),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 110,
      render: (_, r) => (
        <Space>
          <Tooltip title="Editar">
            <Button
              aria-label={`Editar ${r.sucursal} ${r.proveedor}`}
              icon={<EditOutlined />}
              onClick={() => setEditando(r)}
            />
          </Tooltip>
          <Tooltip title="Reenviar">
            <Button
              aria-label={`Reenviar ${r.sucursal} ${r.proveedor}`}
              icon={<SendOutlined />}
              onClick={() => void onReenviar(r)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 320 }}>
          <SucursalSelect
            placeholder="Buscar sucursal"
            allowClear
            value={codSucursal}
            onChange={setCodSucursal}
          />
        </div>
        <Select
          aria-label="Proveedor"
          style={{ width: 240 }}
          value={idProveedor}
          onChange={setIdProveedor}
          options={[
            { value: 0, label: 'Todos los proveedores' },
            ...(proveedores.data ?? []).map((p) => ({ value: p.idProveedor, label: p.proveedor })),
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nuevo')}>
          Agregar
        </Button>
      </Space>
      <DataTable<DatosProveedor>
        rowKey="idCatRecargasUsuarioSucursal"
        columns={columns}
        dataSource={lista.data}
        loading={lista.isFetching || reenviar.isPending}
      />
      {editando && (
        <ProveedorModal registro={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      )}
    </Card>
  );
};
