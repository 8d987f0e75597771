import {
  FOLIO_MAX_DIGITOS,
  MARCA_MAX,
  gestionPagoMessages as m,
  type Vencimiento,
  vencimientoOpciones,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { Col, Form, Row, Select } from 'antd';
import { avisarCampoRechazado } from '@/lib/avisoDeCampo';
import { digitsKey } from '@/lib/keys';
import { TextoInput } from '@/ui/TextoInput';
import type { Filtros } from './seleccion';

interface Props {
  value: Filtros;
  onChange: (cambio: Partial<Filtros>) => void;
}

/** 002 §2 step 1 filters, applied as typed: folio (digits, max 9), brand (max 50), due. */
export const FiltrosFacturas = ({ value, onChange }: Props) => (
  <Form layout="vertical" component="div" aria-label="Filtros de facturas">
    <Row gutter={[12, 0]}>
      <Col xs={24} sm={8} lg={5}>
        <Form.Item label="Folio" htmlFor="gp-folio">
          <TextoInput
            id="gp-folio"
            inputMode="numeric"
            maxLength={FOLIO_MAX_DIGITOS}
            value={value.folio}
            placeholder="Todos"
            allowClear
            onKeyDown={digitsKey}
            onChange={(e) => {
              const texto = e.target.value;
              // A paste with other characters is refused whole, and the user is told.
              if (/\D/.test(texto)) void avisarCampoRechazado(e.target, m.folioInvalido);
              else onChange({ folio: texto });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} lg={7}>
        <Form.Item label="Marca" htmlFor="gp-marca">
          <TextoInput
            id="gp-marca"
            maxLength={MARCA_MAX}
            value={value.marca}
            placeholder="Todas"
            allowClear
            onChange={(e) => onChange({ marca: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} lg={5}>
        <Form.Item label="Vencimiento" htmlFor="gp-vence">
          <Select<Vencimiento>
            id="gp-vence"
            aria-label="Vencimiento"
            value={value.vence}
            onChange={(vence) => onChange({ vence })}
            options={[...vencimientoOpciones]}
          />
        </Form.Item>
      </Col>
    </Row>
  </Form>
);
