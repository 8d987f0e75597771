import { SearchOutlined } from '@ant-design/icons';
import { type EstatusPedido, TODOS_ESTATUS } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { Button, Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '@/ui/DateInput';
import { SelectBuscable } from '@/ui/SelectBuscable';

export interface FiltrosForm {
  fechaInicial: Dayjs | null;
  fechaFinal: Dayjs | null;
  estatus: number;
}

interface Props {
  value: FiltrosForm;
  onChange: (value: FiltrosForm) => void;
  onBuscar: () => void;
  buscando: boolean;
  estatus: readonly EstatusPedido[];
}

/** 001 §2: start date, end date and status (Todos plus the catalogue's statuses). */
export const FiltrosPedidos = ({ value, onChange, onBuscar, buscando, estatus }: Props) => {
  const set = (patch: Partial<FiltrosForm>) => onChange({ ...value, ...patch });
  return (
    <Form layout="vertical" onFinish={onBuscar} component="form" aria-label="Filtros de pedidos">
      <Row gutter={[12, 0]} align="bottom">
        <Col xs={12} sm={8} lg={5}>
          <Form.Item label="Fecha inicial" htmlFor="fechaInicial">
            <DateInput
              id="fechaInicial"
              value={value.fechaInicial}
              onChange={(fechaInicial) => set({ fechaInicial })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={5}>
          <Form.Item label="Fecha final" htmlFor="fechaFinal">
            <DateInput
              id="fechaFinal"
              value={value.fechaFinal}
              onChange={(fechaFinal) => set({ fechaFinal })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={5}>
          <Form.Item label="Estatus" htmlFor="estatus">
            <SelectBuscable<number>
              id="estatus"
              aria-label="Estatus"
              value={value.estatus}
              onChange={(e) => set({ estatus: e })}
              options={[
                { value: TODOS_ESTATUS, label: 'Todos' },
                ...estatus.map((e) => ({ value: e.estatus, label: e.descripcion })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={buscando}>
              Buscar
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
};
