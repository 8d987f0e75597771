import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ClienteCredito } from '@farmasi/contracts/contabilidad/empresas-credito';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { paginaValida, useListaEnUrl, useTextoDeUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { TextoBusqueda } from '@/ui/TextoInput';
import { clientesKey, useClientesCredito } from './api';
import { ClienteModal } from './ClienteModal';
import { historialCliente } from './historial';

/** S22 'Empresas Credito': the credit customers, searched on the server; add and edit in one modal. */
export const EmpresasCreditoPage = () => {
  const [{ buscar, pagina }, setLista] = useListaEnUrl({ buscar: '', pagina: 1 }, { pagina: paginaValida });
  const [texto, setTexto] = useTextoDeUrl(buscar);
  const [modal, setModal] = useState<{ rfc?: string } | null>(null);
  const clientes = useClientesCredito(buscar);
  const queryClient = useQueryClient();
  const telefono = useTelefono();

  const columnas = [
    { title: 'Código', dataIndex: 'codCliente', width: 80 },
    { title: 'RFC', dataIndex: 'rfc' },
    { title: 'Razón social', dataIndex: 'nombre' },
    { title: 'Nombre comercial', dataIndex: 'nombreComercial' },
    { title: 'Teléfono', dataIndex: 'telefono' },
    {
      title: 'Régimen fiscal',
      dataIndex: 'regimenFiscal',
      render: (v: string, c: ClienteCredito) => `${v} - ${c.descripcionRegimen}`,
    },
    {
      title: 'Editar',
      key: 'acciones',
      fixed: 'right' as const,
      width: anchoAcciones(telefono, 210),
      render: (_: unknown, c: ClienteCredito) => (
        <AccionesFila
          titulo={`Acciones de ${c.nombre}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${c.nombre}`,
              onClick: () => setModal({ rfc: c.rfc }),
            },
            historialCliente(c),
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <TextoBusqueda
          aria-label="Buscar empresa"
          placeholder="Código, RFC, razón social o nombre comercial"
          allowClear
          maxLength={100}
          style={{ width: 360, maxWidth: '100%' }}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onSearch={(v) => setLista({ buscar: v.trim(), pagina: 1 })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})}>
          Agregar
        </Button>
      </Space>
      <DataTable<ClienteCredito>
        rowKey="codCliente"
        columns={columnas}
        dataSource={clientes.data ?? []}
        loading={clientes.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: 'empresas-credito' }}
      />
      {modal && (
        <ClienteModal
          rfcInicial={modal.rfc}
          onClose={() => setModal(null)}
          onGuardado={() => {
            setModal(null);
            void queryClient.invalidateQueries({ queryKey: clientesKey });
          }}
        />
      )}
    </Card>
  );
};
