import { EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import {
  type DatosProveedor,
  recargasMessages as m,
  RECARGAS_TOAST_SECONDS,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { Button, Card, Space, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { BuscadorSucursal } from '@/ui/buscadores';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useDatosProveedores, useProveedores, useReenviar } from './api';
import { HistorialRecarga } from './historial';
import { ProveedorModal } from './ProveedorModal';

/** S46 'Recargas Telefonicas': each branch's user at each top-up provider. */
export const RecargasTelefonicasPage = () => {
  const [{ codSucursal, idProveedor, pagina }, setLista] = useListaEnUrl(
    { codSucursal: 0, idProveedor: 0, pagina: 1 },
    { pagina: paginaValida },
  );
  const [editando, setEditando] = useState<DatosProveedor | 'nuevo' | null>(null);
  const lista = useDatosProveedores(codSucursal, idProveedor);
  const proveedores = useProveedores();
  const reenviar = useReenviar();

  // One at a time: a second click while the question or the call is open does nothing.
  const envio = useAccion();
  const onReenviar = (r: DatosProveedor) =>
    envio.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaReenviar))) return;
      const answer = await reenviar.mutateAsync({
        idCatRecargasUsuarioSucursal: r.idCatRecargasUsuarioSucursal,
        codSucursal: r.codSucursal,
      });
      successToast(answer.message, RECARGAS_TOAST_SECONDS);
    });

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
      width: 160,
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
          <HistorialRecarga r={r} proveedores={proveedores.data ?? []} />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 320 }}>
          <BuscadorSucursal
            placeholder="Buscar sucursal"
            allowClear
            value={codSucursal || null}
            onChange={(c) => setLista({ codSucursal: c ?? 0, pagina: 1 })}
          />
        </div>
        <SelectBuscable
          aria-label="Proveedor"
          style={{ width: 240 }}
          value={idProveedor}
          onChange={(v: number) => setLista({ idProveedor: v, pagina: 1 })}
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
        loading={lista.isFetching || envio.ocupado}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: 'recargas-telefonicas' }}
      />
      {editando && (
        <ProveedorModal registro={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      )}
    </Card>
  );
};
