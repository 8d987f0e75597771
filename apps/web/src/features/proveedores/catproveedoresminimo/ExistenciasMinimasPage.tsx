import {
  type ArticuloMinimo,
  existenciasMinimasMarcaMessages as mm,
} from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { Money } from '@/ui/Money';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useArticulosDeMarca, useMarcas } from './api';
import { SucursalesModal } from './SucursalesModal';

/** 002 §2: the count of branches with minimum 0 is shown red (AA contrast on white). */
export const ESTILO_CEROS = { color: '#a8071a', fontWeight: 600 } as const;

/**
 * S26 'Existencias mínimas (proveedores externos)': a brand's articles with cost, public price and how
 * many own branches keep minimum 0; 'Ver' opens the branches of one article to edit (SucursalesModal).
 * The brand and the page are in the address, so a reload or Back shows the same list.
 */
export const ExistenciasMinimasPage = () => {
  const [{ marca, pagina }, setLista, orden] = useListaEnUrl(
    { marca: 0, pagina: 1 },
    { pagina: paginaValida, marca: (m) => Number.isInteger(m) && m >= 0 },
    { ordenable: ['codArticulo', 'descripcion', 'existenciaMinimaCero'] },
  );
  const marcas = useMarcas();
  const articulos = useArticulosDeMarca(marca);
  const [abierto, setAbierto] = useState<ArticuloMinimo | null>(null);
  const opciones = useMemo(
    () => (marcas.data ?? []).map((b) => ({ value: b.idCatProveedoresMarcasEnc, label: b.nombre })),
    [marcas.data],
  );

  const columnas: TableColumnsType<ArticuloMinimo> = [
    { title: 'Código', dataIndex: 'codArticulo', key: 'codArticulo', width: 100, sorter: true },
    { title: 'Artículo', dataIndex: 'descripcion', key: 'descripcion', sorter: true },
    {
      title: 'Costo',
      dataIndex: 'costo',
      key: 'costo',
      align: 'right',
      render: (v: number) => <Money value={v} decimals={4} />,
    },
    {
      title: 'Precio público',
      dataIndex: 'precioPublico',
      key: 'precioPublico',
      align: 'right',
      render: (v: number) => <Money value={v} />,
    },
    {
      title: 'Sucursales en 0',
      dataIndex: 'existenciaMinimaCero',
      key: 'existenciaMinimaCero',
      align: 'right',
      sorter: true,
      render: (n: number) => <span style={n > 0 ? ESTILO_CEROS : undefined}>{n}</span>,
    },
    {
      title: 'Sucursales',
      key: 'ver',
      width: 90,
      fixed: 'right',
      render: (_, a) => (
        <Button
          type="link"
          size="small"
          aria-label={`Ver sucursales de ${a.descripcion}`}
          onClick={() => setAbierto(a)}
        >
          Ver
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>Marca</span>
        <SelectBuscable<number>
          aria-label="Marca"
          placeholder={mm.seleccioneMarca}
          style={{ width: 320, maxWidth: '100%' }}
          value={marca || undefined}
          options={opciones}
          loading={marcas.isFetching}
          onChange={(id) => setLista({ marca: id ?? 0, pagina: 1 })}
        />
      </Space>
      <DataTable<ArticuloMinimo>
        rowKey="codArticulo"
        columns={columnas}
        dataSource={marca ? (articulos.data ?? []) : []}
        loading={articulos.isFetching}
        orden={orden}
        scroll={{ x: 'max-content' }}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }), showSizeChanger: false }}
        exportar={{ archivo: 'existencias-minimas' }}
        locale={{ emptyText: marca ? mm.sinArticulos : mm.seleccioneMarca }}
      />
      {abierto && <SucursalesModal articulo={abierto} onClose={() => setAbierto(null)} />}
    </Card>
  );
};
