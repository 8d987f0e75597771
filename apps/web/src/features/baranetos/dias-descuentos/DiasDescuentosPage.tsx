import { EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import {
  EXCLUIR_DIAS_DESCUENTOS_URL,
  type Promocion,
  VIGENCIAS,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, Select, Space, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { usePromociones, useSucursalesBaranetos } from './api';
import { PromocionModal } from './PromocionModal';

/** S56 'Día de descuentos': promotions by branch and validity, added and edited in a modal. */
export const DiasDescuentosPage = () => {
  const [sucursal, setSucursal] = useState(0);
  const [vigencia, setVigencia] = useState(-1);
  const [editando, setEditando] = useState<Promocion | 'nueva' | null>(null);
  const promociones = usePromociones(sucursal, vigencia);
  const sucursales = useSucursalesBaranetos();
  const navigate = useNavigate();

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
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 80,
      render: (_, p) => (
        <Tooltip title="Editar">
          <Button
            aria-label={`Editar ${p.nomPromocion} ${p.sucursal}`}
            icon={<EditOutlined />}
            onClick={() => setEditando(p)}
          />
        </Tooltip>
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
          onChange={setSucursal}
          options={[
            { value: 0, label: 'Todas las sucursales' },
            ...(sucursales.data ?? []).map((s) => ({ value: s.codSucursal, label: s.descripcion })),
          ]}
        />
        <Select
          aria-label="Vigencia"
          style={{ width: 160 }}
          value={vigencia}
          onChange={setVigencia}
          options={VIGENCIAS.map((v) => ({ value: v.value, label: v.label }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nueva')}>
          Agregar
        </Button>
        <Button icon={<StopOutlined />} onClick={() => navigate(EXCLUIR_DIAS_DESCUENTOS_URL)}>
          Excluir de días de descuentos
        </Button>
      </Space>
      <DataTable<Promocion>
        rowKey="codPromocion"
        columns={columns}
        dataSource={promociones.data}
        loading={promociones.isFetching}
        exportar={{ archivo: 'dias-descuentos' }}
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
