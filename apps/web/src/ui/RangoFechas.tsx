import { Col, Form, Row } from 'antd';
import type { KeyboardEvent } from 'react';
import { fromApiDate, toApiDate } from '@/lib/format';
import { DateInput } from './DateInput';

/** One date of a range: its label, the form's `campo(...)`, its value as YYYY-MM-DD ('' when empty). */
export interface FechaDeRango {
  etiqueta: string;
  campo: { id: string; onKeyDown: (e: KeyboardEvent<HTMLElement>) => void };
  valor: string;
  onChange: (valor: string) => void;
}

/** A start and an end date side by side (one above the other on a phone), typed or picked. */
export const RangoFechas = ({ desde, hasta }: { desde: FechaDeRango; hasta: FechaDeRango }) => (
  <Row gutter={12}>
    {[desde, hasta].map((f) => (
      <Col xs={24} sm={12} key={f.campo.id}>
        <Form.Item label={f.etiqueta} htmlFor={f.campo.id}>
          <DateInput
            {...f.campo}
            value={fromApiDate(f.valor)}
            onChange={(d) => f.onChange(d ? toApiDate(d) : '')}
          />
        </Form.Item>
      </Col>
    ))}
  </Row>
);
