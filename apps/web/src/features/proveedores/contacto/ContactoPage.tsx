import { BankOutlined, TeamOutlined } from '@ant-design/icons';
import type { MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { Card, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { coincide, compararEs } from '@/lib/texto';
import { useBusquedaEnUrl } from '@/lib/useBusquedaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BarraBusqueda } from '@/ui/BarraBusqueda';
import { DataTable } from '@/ui/DataTable';
import { useMarcasProveedores } from './api';
import { ContactosModal } from './ContactosModal';
import { CuentasModal } from './CuentasModal';
import { nombreFila } from './textos';

type Abierto = { tipo: 'contactos' | 'cuentas'; fila: MarcaProveedor } | null;

/**
 * S29 'Catálogo de contactos de proveedores' (002 §2): every brand's supplier with its contacts and
 * bank accounts. The search ignores accents and case; the rows come in Spanish order. Tags warn of
 * what the payment screen will refuse: no bank account, no contact for the payment e-mails.
 */
export const ContactoPage = () => {
  const { texto, setTexto, buscar, pagina, setPagina } = useBusquedaEnUrl();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const consulta = useMarcasProveedores();
  const telefono = useTelefono();
  const filas = useMemo(
    () => (consulta.data ?? []).filter((f) => coincide(texto, f.nombreMarca, f.proveedor)),
    [consulta.data, texto],
  );

  const columns: TableColumnsType<MarcaProveedor> = [
    {
      title: 'Marca',
      dataIndex: 'nombreMarca',
      width: telefono ? 110 : 150,
      sorter: (a, b) => compararEs(a.nombreMarca, b.nombreMarca),
      render: (nombre: string, f) => (
        <Space size={4} wrap>
          {nombre}
          {!f.activo && <Tag>Inactivo</Tag>}
        </Space>
      ),
    },
    {
      title: 'Proveedor',
      dataIndex: 'proveedor',
      sorter: (a, b) => compararEs(a.proveedor, b.proveedor),
      render: (proveedor: string, f) => (
        <Space size={4} wrap>
          {proveedor}
          {f.cuentas === 0 && <Tag color="orange">Sin cuenta</Tag>}
          {f.contactosPago === 0 && <Tag color="orange">Sin correo de pago</Tag>}
        </Space>
      ),
    },
    {
      title: 'Contactos',
      dataIndex: 'contactos',
      width: 110,
      align: 'right',
      sorter: (a, b) => a.contactos - b.contactos,
    },
    {
      title: 'Cuentas',
      dataIndex: 'cuentas',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.cuentas - b.cuentas,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 220),
      render: (_, f) => (
        <AccionesFila
          titulo={`Acciones de ${nombreFila(f)}`}
          acciones={[
            {
              clave: 'contactos',
              etiqueta: 'Contactos',
              icono: <TeamOutlined />,
              ariaLabel: `Contactos de ${nombreFila(f)}`,
              onClick: () => setAbierto({ tipo: 'contactos', fila: f }),
            },
            {
              clave: 'cuentas',
              etiqueta: 'Cuenta',
              icono: <BankOutlined />,
              ariaLabel: `Cuentas de ${nombreFila(f)}`,
              onClick: () => setAbierto({ tipo: 'cuentas', fila: f }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <BarraBusqueda etiqueta="Buscar marca o proveedor" texto={texto} onTexto={setTexto} />
      <DataTable<MarcaProveedor>
        rowKey="idCatProveedoresMarcasDet"
        columns={columns}
        dataSource={filas}
        loading={consulta.isFetching}
        scroll={{ x: 860 }}
        pagination={{ current: pagina, onChange: setPagina }}
        locale={{ emptyText: buscar ? 'Ninguna marca o proveedor coincide con la búsqueda.' : m.sinFilas }}
      />
      {abierto?.tipo === 'contactos' && (
        <ContactosModal fila={abierto.fila} onClose={() => setAbierto(null)} />
      )}
      {abierto?.tipo === 'cuentas' && <CuentasModal fila={abierto.fila} onClose={() => setAbierto(null)} />}
    </Card>
  );
};
