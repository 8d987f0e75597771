import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Contacto, MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { formatoTelefono, contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { Button, Checkbox, Flex, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useContactos, useEliminarContacto, useGuardarEnvioCorreo } from './api';
import { ContactoFormModal } from './ContactoFormModal';
import { useHistorialContacto } from './historial';
import { nombreFila } from './textos';

/**
 * The contacts of a brand's supplier (002 §2): Departamento, Cargo, Nombre, Correo, Teléfono (2-4-4 or
 * 3-3-4), 'Enviar correo' saved at once as it is ticked, edit and delete (after '¿Esta seguro…?'),
 * 'Historial' (issue 29), and 'Agregar nuevo', which opens 'Datos contacto'.
 */
export const ContactosModal = ({ fila, onClose }: { fila: MarcaProveedor; onClose: () => void }) => {
  const idDet = fila.idCatProveedoresMarcasDet;
  const contactos = useContactos(idDet);
  const envio = useGuardarEnvioCorreo();
  const eliminar = useEliminarContacto();
  const { ocupado, ejecutar } = useAccion();
  const telefono = useTelefono();
  const historial = useHistorialContacto();
  const [editando, setEditando] = useState<Contacto | 'nuevo' | null>(null);

  // The tick shows at once while it is saved; the list read again afterwards says what was stored.
  const [pendiente, setPendiente] = useState<{ id: number; valor: boolean } | null>(null);
  const marcarEnvio = (c: Contacto, valor: boolean) =>
    ejecutar(async () => {
      setPendiente({ id: c.idCatProveedoresMarcasDetContacto, valor });
      try {
        const answer = await envio.mutateAsync({
          idCatProveedoresMarcasDetContacto: c.idCatProveedoresMarcasDetContacto,
          confirmarPagoCorreo: valor,
        });
        successToast(answer.message || (valor ? m.envioActivado : m.envioDesactivado));
      } finally {
        setPendiente(null);
      }
    });

  const quitar = async (c: Contacto) => {
    if (!(await confirmDialog(m.eliminar))) return;
    const answer = await eliminar.mutateAsync({ idDet, idContacto: c.idCatProveedoresMarcasDetContacto });
    successToast(answer.message || m.contactoEliminado);
  };

  const columns: TableColumnsType<Contacto> = [
    { title: 'Departamento', dataIndex: 'area', width: 140 },
    { title: 'Cargo', dataIndex: 'cargoDeArea', width: 160 },
    { title: 'Nombre', dataIndex: 'nombreContacto', width: 180 },
    {
      title: 'Correo',
      dataIndex: 'correo',
      width: 220,
      render: (correo: string) => <span style={{ wordBreak: 'break-all' }}>{correo}</span>,
    },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      width: 125,
      render: (t: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatoTelefono(t)}</span>,
    },
    {
      title: 'Enviar correo',
      dataIndex: 'confirmarPagoCorreo',
      width: 80,
      align: 'center',
      render: (marcado: boolean, c) => (
        <Checkbox
          aria-label={`Enviar correo a ${c.nombreContacto}`}
          checked={pendiente?.id === c.idCatProveedoresMarcasDetContacto ? pendiente.valor : marcado}
          disabled={ocupado}
          onChange={(e) => void marcarEnvio(c, e.target.checked)}
        />
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 300),
      render: (_, c) => (
        <AccionesFila
          titulo={`Acciones de ${c.nombreContacto}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${c.nombreContacto}`,
              onClick: () => setEditando(c),
            },
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${c.nombreContacto}`,
              onClick: () => quitar(c),
            },
            historial(c),
          ]}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      destroyOnHidden
      width={1280}
      title="Contactos"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cerrar</Button>}
    >
      <Flex wrap gap="small" justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text strong>{nombreFila(fila)}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nuevo')}>
          Agregar nuevo
        </Button>
      </Flex>
      <DataTable<Contacto>
        rowKey="idCatProveedoresMarcasDetContacto"
        columns={columns}
        dataSource={contactos.data ?? []}
        loading={contactos.isFetching || ocupado}
        pagination={false}
        scroll={{ x: 1200 }}
        locale={{ emptyText: m.sinContactos }}
      />
      {editando && (
        <ContactoFormModal
          idDet={idDet}
          contacto={editando === 'nuevo' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Modal>
  );
};
