import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CuentaBanco, MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { Alert, Button, Checkbox, Flex, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useAccion } from '@/lib/useAccion';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useCuentas, useGuardarCuenta } from './api';
import { CuentaFormModal } from './CuentaFormModal';
import { useHistorialCuenta } from './historial';
import { nombreFila } from './textos';

/**
 * 'Catálogo de bancos y cuentas' (002 §2): Banco, Cuenta, Nombre, Principal, edit, 'Historial' (issue 29)
 * and 'Nueva cuenta'.
 * Ticking another account's Principal asks first and saves at once; the server unmarks the previous
 * one in the same transaction. The principal's own box stays ticked: another account is marked instead.
 */
export const CuentasModal = ({ fila, onClose }: { fila: MarcaProveedor; onClose: () => void }) => {
  const idDet = fila.idCatProveedoresMarcasDet;
  const cuentas = useCuentas(idDet);
  const guardar = useGuardarCuenta();
  const { ocupado, ejecutar } = useAccion();
  const telefono = useTelefono();
  const historial = useHistorialCuenta();
  const [editando, setEditando] = useState<CuentaBanco | 'nueva' | null>(null);

  const marcarPrincipal = (c: CuentaBanco) =>
    ejecutar(async () => {
      if (!(await confirmDialog(m.marcarPrincipal))) return;
      const answer = await guardar.mutateAsync({
        idCatProveedoresMarcasCuentas: c.idCatProveedoresMarcasCuentas,
        idCatProveedoresMarcasDet: idDet,
        banco: c.clave,
        cuenta: c.cuenta,
        nombreCuenta: c.nombreCuenta,
        cuentaPrincipal: true,
      });
      successToast(answer.message || m.principalMarcada);
    });

  const columns: TableColumnsType<CuentaBanco> = [
    { title: 'Banco', dataIndex: 'banco', width: 150 },
    {
      title: 'Cuenta',
      dataIndex: 'cuenta',
      width: 190,
      render: (cuenta: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{cuenta}</span>,
    },
    { title: 'Nombre', dataIndex: 'nombreCuenta' },
    {
      title: 'Principal',
      dataIndex: 'cuentaPrincipal',
      width: 90,
      align: 'center',
      render: (principal: boolean, c) => (
        <Checkbox
          aria-label={`Cuenta principal ${c.banco} ${c.cuenta}`}
          checked={principal}
          disabled={ocupado || principal}
          onChange={() => void marcarPrincipal(c)}
        />
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 210),
      render: (_, c) => (
        <AccionesFila
          titulo={`Acciones de la cuenta ${c.cuenta}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar cuenta ${c.cuenta}`,
              onClick: () => setEditando(c),
            },
            historial(c),
          ]}
        />
      ),
    },
  ];

  const error = cuentas.error;
  return (
    <Modal
      open
      destroyOnHidden
      width={900}
      title="Catálogo de bancos y cuentas"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cerrar</Button>}
    >
      <Flex wrap gap="small" justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text strong>{nombreFila(fila)}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nueva')}>
          Nueva cuenta
        </Button>
      </Flex>
      {/* 002 §8: a list that cannot be read says so in the spec's words (a refusal adds its reason). */}
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={m.errorObtenerCuentas}
          description={isApiError(error) && error.kind === 'rejected' ? error.message : undefined}
        />
      )}
      <DataTable<CuentaBanco>
        rowKey="idCatProveedoresMarcasCuentas"
        columns={columns}
        dataSource={cuentas.data ?? []}
        loading={cuentas.isFetching || ocupado}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{ emptyText: m.sinCuentas }}
      />
      {editando && (
        <CuentaFormModal
          idDet={idDet}
          cuenta={editando === 'nueva' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Modal>
  );
};
