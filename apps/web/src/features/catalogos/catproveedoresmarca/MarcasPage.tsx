import { EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { type Marca, marcasMessages as m } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Button, Card, Image, Space, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { coincide, compararEs } from '@/lib/texto';
import { useBusquedaEnUrl } from '@/lib/useBusquedaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BarraBusqueda } from '@/ui/BarraBusqueda';
import { DataTable } from '@/ui/DataTable';
import { useMarcas } from './api';
import { historialMarca } from './historial';
import { MarcaModal } from './MarcaModal';
import { OrdenArticulosModal } from './OrdenArticulosModal';
import { ProveedoresMarcaModal } from './ProveedoresMarcaModal';

type Abierto =
  | { tipo: 'marca'; marca: Marca | null }
  | { tipo: 'proveedores' | 'orden'; marca: Marca }
  | null;

/** S12 'Catálogo de Marcas': brands with their image, their suppliers and their articles' order. */
export const MarcasPage = () => {
  const { texto, setTexto, buscar, pagina, setPagina } = useBusquedaEnUrl();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const marcas = useMarcas();
  const telefono = useTelefono();
  const filas = useMemo(
    () => (marcas.data ?? []).filter((x) => coincide(texto, x.nombre)),
    [marcas.data, texto],
  );

  const columns: TableColumnsType<Marca> = [
    { title: 'Marca', dataIndex: 'nombre', sorter: (a, b) => compararEs(a.nombre, b.nombre) },
    {
      title: 'Proveedores',
      dataIndex: 'proveedoresCount',
      width: 130,
      sorter: (a, b) => a.proveedoresCount - b.proveedoresCount,
      render: (n: number, x) => (
        <Space>
          {n}
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={`Proveedores de ${x.nombre}`}
            onClick={() => setAbierto({ tipo: 'proveedores', marca: x })}
          />
        </Space>
      ),
    },
    {
      title: 'Imagen',
      dataIndex: 'imagenNueva',
      width: 120,
      render: (url: string, x) =>
        url ? (
          // A click shows the image whole (antd's preview).
          <Image
            src={url}
            alt={`Imagen de ${x.nombre}`}
            width={80}
            height={40}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text italic>Sin imagen</Typography.Text>
        ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 300),
      render: (_, x) => (
        <AccionesFila
          titulo={`Acciones de ${x.nombre}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${x.nombre}`,
              onClick: () => setAbierto({ tipo: 'marca', marca: x }),
            },
            {
              clave: 'orden',
              etiqueta: 'Orden',
              icono: <OrderedListOutlined />,
              ariaLabel: `Orden de ${x.nombre}`,
              onClick: () => setAbierto({ tipo: 'orden', marca: x }),
            },
            historialMarca(x),
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <BarraBusqueda
        etiqueta="Buscar marca"
        texto={texto}
        onTexto={setTexto}
        onAgregar={() => setAbierto({ tipo: 'marca', marca: null })}
      />
      <DataTable<Marca>
        rowKey="idCatProveedoresMarcasEnc"
        columns={columns}
        dataSource={filas}
        loading={marcas.isFetching}
        pagination={{ current: pagina, onChange: setPagina }}
        exportar={{ archivo: 'marcas' }}
        locale={{ emptyText: buscar ? 'Ninguna marca coincide con la búsqueda.' : m.sinMarcas }}
      />
      {abierto?.tipo === 'marca' && <MarcaModal marca={abierto.marca} onClose={() => setAbierto(null)} />}
      {abierto?.tipo === 'proveedores' && (
        <ProveedoresMarcaModal marca={abierto.marca} onClose={() => setAbierto(null)} />
      )}
      {abierto?.tipo === 'orden' && (
        <OrdenArticulosModal marca={abierto.marca} onClose={() => setAbierto(null)} />
      )}
    </Card>
  );
};
