import { SearchOutlined } from '@ant-design/icons';
import {
  type EstatusFiltro,
  estatusFiltroOpciones,
  FOLIO_MAX_DIGITOS,
  TODAS_SUCURSALES,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { Button, Col, Form, Row, Select } from 'antd';
import { BuscadorSucursal } from '@/ui/buscadores';
import { DateInput } from '@/ui/DateInput';
import { FolioFiltro } from '@/ui/FiltrosLista';
import { deshabilitarA, deshabilitarDe, type FiltrosForm } from './validate';

const todas = [{ value: TODAS_SUCURSALES, label: 'Todas' }];

interface Props {
  value: FiltrosForm;
  onChange: (value: FiltrosForm) => void;
  onBuscar: () => void;
  buscando: boolean;
}

/** The filters of 003 §2.5: folio, origin, destination, status and the 'De' – 'A' range. */
export const FiltrosTraspasos = ({ value, onChange, onBuscar, buscando }: Props) => {
  const set = (patch: Partial<FiltrosForm>) => onChange({ ...value, ...patch });
  return (
    <Form layout="vertical" onFinish={onBuscar} component="form" aria-label="Filtros de traspasos">
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={12} lg={4} xl={3}>
          <Form.Item label="Folio" htmlFor="folio">
            <FolioFiltro
              maxDigitos={FOLIO_MAX_DIGITOS}
              value={value.folio}
              onChange={(folio) => set({ folio })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6} xl={4}>
          <Form.Item label="Sucursal origen" htmlFor="origen">
            <BuscadorSucursal
              id="origen"
              ariaLabel="Sucursal origen"
              opcionesFijas={todas}
              value={value.origen}
              onChange={(origen) => set({ origen: origen ?? TODAS_SUCURSALES })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6} xl={4}>
          <Form.Item label="Sucursal destino" htmlFor="destino">
            <BuscadorSucursal
              id="destino"
              ariaLabel="Sucursal destino"
              opcionesFijas={todas}
              value={value.destino}
              onChange={(destino) => set({ destino: destino ?? TODAS_SUCURSALES })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8} xl={5}>
          <Form.Item label="Estatus" htmlFor="estatus">
            <Select<EstatusFiltro>
              id="estatus"
              aria-label="Estatus"
              value={value.estatus}
              onChange={(estatus) => set({ estatus })}
              options={[...estatusFiltroOpciones]}
            />
          </Form.Item>
        </Col>
        {/* At 1024 px the dates go to a second row, wide enough for '27/oct/2026' (issue 30). */}
        <Col xs={24} sm={6} lg={6} xl={4}>
          <Form.Item label="De" htmlFor="de">
            <DateInput
              id="de"
              value={value.de}
              onChange={(de) => de && set({ de })}
              disabledDate={deshabilitarDe(value.a)}
              allowClear={false}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6} lg={6} xl={4}>
          <Form.Item label="A" htmlFor="a">
            <DateInput
              id="a"
              value={value.a}
              onChange={(a) => a && set({ a })}
              disabledDate={deshabilitarA(value.de)}
              allowClear={false}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={buscando}>
        Buscar
      </Button>
    </Form>
  );
};
