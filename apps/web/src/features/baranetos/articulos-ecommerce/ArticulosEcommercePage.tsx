import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ECOMMERCE_PAGE_SIZE,
  ecommerceMessages as m,
  type Principal,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { Button, Card, Input, Space, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { coincide } from '@/lib/texto';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useEliminarEcommerce, usePrincipales, useTiposVariante } from './api';
import { EcommerceModal } from './EcommerceModal';
import { HistorialEcommerce } from './historial';

type Fila = Omit<Principal, 'articulos'>;

/** S55 'Artículos ECommerce': shop entries of the wholesale line, by variant type. */
export const ArticulosEcommercePage = () => {
  const [{ texto, idVariante, pagina }, setLista] = useListaEnUrl(
    { texto: '', idVariante: 0, pagina: 1 },
    { pagina: paginaValida },
  );
  const [abierto, setAbierto] = useState<number | null>(null);
  const principales = usePrincipales(idVariante);
  const tipos = useTiposVariante();
  const eliminar = useEliminarEcommerce();
  const filas = (principales.data ?? []).filter((p) => coincide(texto, p.descripcion, p.descripcionArticulo));

  // One delete at a time: a second click while the question or the call is open does nothing.
  const borrado = useAccion();
  const onEliminar = (p: Fila) =>
    borrado.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaEliminar))) return;
      const answer = await eliminar.mutateAsync(p.idCatArticulosArticuloPrincipal);
      successToast(answer.message);
    });

  const columns: TableColumnsType<Fila> = [
    { title: 'Artículo Descripción', dataIndex: 'descripcion' },
    { title: 'Tipo Variante', dataIndex: 'tipoVariante', width: 180 },
    {
      title: 'Ver Variante',
      key: 'ver',
      width: 170,
      render: (_, p) => (
        <Space>
          <Tooltip title="Ver Variante">
            <Button
              aria-label={`Ver Variante ${p.descripcion}`}
              icon={<EyeOutlined />}
              onClick={() => setAbierto(p.idCatArticulosArticuloPrincipal)}
            />
          </Tooltip>
          <Tooltip title="Eliminar">
            <Button
              danger
              aria-label={`Eliminar ${p.descripcion}`}
              icon={<DeleteOutlined />}
              onClick={() => void onEliminar(p)}
            />
          </Tooltip>
          <HistorialEcommerce p={p} />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Buscar artículo ECommerce"
          placeholder="Buscar artículo"
          allowClear
          style={{ width: 320 }}
          value={texto}
          onSearch={(v) => setLista({ texto: v, pagina: 1 })}
          onChange={(e) => setLista({ texto: e.target.value, pagina: 1 }, { replace: true })}
        />
        <SelectBuscable
          aria-label="Variante"
          placeholder="Seleccione una variante"
          allowClear
          style={{ width: 220 }}
          value={idVariante || undefined}
          onChange={(v?: number) => setLista({ idVariante: v ?? 0, pagina: 1 })}
          options={(tipos.data ?? []).map((o) => ({
            value: o.idCatArticulosVariantesOpciones,
            label: o.descripcion,
          }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAbierto(0)}>
          Nuevo
        </Button>
      </Space>
      <DataTable<Fila>
        rowKey="idCatArticulosArticuloPrincipal"
        columns={columns}
        dataSource={filas}
        loading={principales.isFetching || borrado.ocupado}
        pagination={{
          pageSize: ECOMMERCE_PAGE_SIZE,
          current: pagina,
          onChange: (p) => setLista({ pagina: p }),
        }}
        exportar={{ archivo: 'articulos-ecommerce' }}
      />
      {abierto !== null && <EcommerceModal id={abierto} onClose={() => setAbierto(null)} />}
    </Card>
  );
};
