import { EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import {
  EXCLUIR_DIAS_DESCUENTOS_URL,
  type Promocion,
  VIGENCIAS,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, Space, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { usePromociones, useSucursalesBaranetos } from './api';
import { HistorialPromocion } from './historial';
import { PromocionModal } from './PromocionModal';

/** What the exclusion screen (S57) is given to return to this list as it was: its query string. */
export interface VolverADiasDescuentos {
  volver: string;
}

const FILTROS = { sucursal: 0, vigencia: -1, pagina: 1 };
const FILTROS_VALIDOS = {
  sucursal: (s: number) => Number.isInteger(s) && s >= 0,
  vigencia: (v: number) => VIGENCIAS.some((x) => x.value === v),
  pagina: paginaValida,
};

/** S56 'Día de descuentos': promotions by branch and validity, added and edited in a modal. */
export const DiasDescuentosPage = () => {
  // Branch, validity and page live in the URL: Back, reload and 'Volver' (from S57) keep them.
  const [{ sucursal, vigencia, pagina }, setLista] = useListaEnUrl(FILTROS, FILTROS_VALIDOS);
  const { search } = useLocation();
  const [editando, setEditando] = useState<Promocion | 'nueva' | null>(null);
  const promociones = usePromociones(sucursal, vigencia);
  const sucursales = useSucursalesBaranetos();
  const navigate = useNavigate();
  const telefono = useTelefono();

  const columns: TableColumnsType<Promocion> = [
    { title: 'Promoción', dataIndex: 'nomPromocion' },
    { title: 'Día de la semana', dataIndex: 'nomDiaSemana' },
    { title: 'Sucursal', dataIndex: 'sucursal' },
    { title: 'Descuento (%)', dataIndex: 'descuento', align: 'right', width: 130 },
    {
      title: 'Vigencia Inicio',
      dataIndex: 'fechaVigenciaInicio',
      render: (v: string) => <DateText value={v} />,
    },
    { title: 'Vigencia Fin', dataIndex: 'fechaVigenciaFinal', render: (v: string) => <DateText value={v} /> },
    {
      title: 'Editar',
      key: 'editar',
      // The row's action stays in sight when the table scrolls sideways; on a phone the pinned column
      // covered 'Descuento (%)' (issue 30), so there it is the row's last cell, reached by scrolling.
      fixed: telefono ? undefined : 'right',
      width: 110,
      render: (_, p) => (
        <Space>
          <Tooltip title="Editar">
            <Button
              aria-label={`Editar ${p.nomPromocion} ${p.sucursal}`}
              icon={<EditOutlined />}
              onClick={() => setEditando(p)}
            />
          </Tooltip>
          <HistorialPromocion p={p} />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <SelectBuscable
          aria-label="Sucursal"
          style={{ width: 280 }}
          value={sucursal}
          onChange={(s) => setLista({ sucursal: s, pagina: 1 })}
          options={[
            { value: 0, label: 'Todas las sucursales' },
            ...(sucursales.data ?? []).map((s) => ({ value: s.codSucursal, label: s.descripcion })),
          ]}
        />
        <SelectBuscable
          aria-label="Vigencia"
          style={{ width: 160 }}
          value={vigencia}
          onChange={(v) => setLista({ vigencia: v, pagina: 1 })}
          options={VIGENCIAS.map((v) => ({ value: v.value, label: v.label }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nueva')}>
          Agregar
        </Button>
        <Button
          icon={<StopOutlined />}
          onClick={() =>
            navigate(EXCLUIR_DIAS_DESCUENTOS_URL, {
              state: { volver: search } satisfies VolverADiasDescuentos,
            })
          }
        >
          Excluir de días de descuentos
        </Button>
      </Space>
      <DataTable<Promocion>
        rowKey="codPromocion"
        columns={columns}
        dataSource={promociones.data}
        loading={promociones.isFetching}
        exportar={{ archivo: 'dias-descuentos' }}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
      />
      {editando && (
        <PromocionModal
          promocion={editando === 'nueva' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Card>
  );
};
