import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  ESTATUS_OFERTERO,
  oferteroMessages as m,
  type Ofertero,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { Card, Image, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatDate } from '@/lib/format';
import { coincide, compararEs } from '@/lib/texto';
import { useBusquedaEnUrl } from '@/lib/useBusquedaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BarraBusqueda } from '@/ui/BarraBusqueda';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useEliminarOferta, useOferteros } from './api';
import { historialOfertero } from './historial';
import { OferteroModal } from './OferteroModal';

/** S10 'Administrador de oferteros': the offers flipbooks of the public site. */
export const OferteroPage = () => {
  const { texto, setTexto, buscar, pagina, setPagina } = useBusquedaEnUrl();
  const [editando, setEditando] = useState<Ofertero | 'nuevo' | null>(null);
  const oferteros = useOferteros();
  const eliminar = useEliminarOferta();
  const telefono = useTelefono();
  const filas = useMemo(
    () => (oferteros.data ?? []).filter((o) => coincide(texto, o.nombre, o.idCatOfertero)),
    [oferteros.data, texto],
  );

  const onEliminar = async (o: Ofertero) => {
    if (!(await confirmDialog(m.deseaEliminar.replace('{nombre}', o.nombre)))) return;
    const answer = await eliminar.mutateAsync(o.idCatOfertero);
    successToast(answer.message || m.eliminada);
  };

  const columns: TableColumnsType<Ofertero> = [
    {
      title: 'ID',
      dataIndex: 'idCatOfertero',
      width: 70,
      sorter: (a, b) => a.idCatOfertero - b.idCatOfertero,
    },
    {
      title: 'Promoción',
      dataIndex: 'nombre',
      // Widths and the table's scroll keep names and links readable at 1024 px and below (issue 24:
      // both columns shrank to 0–29 px and the thumbnails lay over the dates).
      width: 260,
      sorter: (a, b) => compararEs(a.nombre, b.nombre),
      render: (_, o) => (
        <Space>
          <Image
            src={o.thumbnail}
            alt={`Miniatura de ${o.nombre}`}
            width={40}
            height={52}
            style={{ objectFit: 'cover' }}
          />
          {o.nombre}
        </Space>
      ),
    },
    {
      title: 'Liga flipbook',
      dataIndex: 'urlFlipBook',
      width: 280,
      ellipsis: true,
      render: (url: string) => (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Typography.Link>
      ),
    },
    {
      title: 'Inicio',
      dataIndex: 'fechaInicia',
      width: 120,
      render: formatDate,
      sorter: (a, b) => a.fechaInicia.localeCompare(b.fechaInicia),
    },
    {
      title: 'Fin',
      dataIndex: 'fechaTermina',
      width: 120,
      render: formatDate,
      sorter: (a, b) => a.fechaTermina.localeCompare(b.fechaTermina),
    },
    {
      title: 'Estatus',
      dataIndex: 'estatus',
      width: 110,
      render: (estatus: string) => (
        <Tag
          color={
            estatus === ESTATUS_OFERTERO.activa
              ? 'green'
              : estatus === ESTATUS_OFERTERO.programada
                ? 'gold'
                : 'default'
          }
        >
          {estatus}
        </Tag>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 300),
      render: (_, o) => (
        <AccionesFila
          titulo={`Acciones de ${o.nombre}`}
          acciones={[
            {
              clave: 'editar',
              etiqueta: 'Editar',
              icono: <EditOutlined />,
              ariaLabel: `Editar ${o.nombre}`,
              onClick: () => setEditando(o),
            },
            {
              clave: 'eliminar',
              etiqueta: 'Eliminar',
              icono: <DeleteOutlined />,
              danger: true,
              ariaLabel: `Eliminar ${o.nombre}`,
              onClick: () => onEliminar(o),
            },
            historialOfertero(o),
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <BarraBusqueda
        etiqueta="Buscar promoción"
        texto={texto}
        onTexto={setTexto}
        onAgregar={() => setEditando('nuevo')}
      />
      <DataTable<Ofertero>
        rowKey="idCatOfertero"
        columns={columns}
        dataSource={filas}
        loading={oferteros.isFetching}
        pagination={{ current: pagina, onChange: setPagina }}
        scroll={{ x: 1160 }}
        exportar={{ archivo: 'oferteros' }}
        locale={{ emptyText: buscar ? 'Ninguna promoción coincide con la búsqueda.' : m.sinRegistros }}
      />
      {editando && (
        <OferteroModal ofertero={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      )}
    </Card>
  );
};
