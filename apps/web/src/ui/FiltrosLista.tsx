import { Col, type ColProps, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { DateInput } from './DateInput';
import { TextoInput } from './TextoInput';

/**
 * A list's folio filter: digits only, typed or pasted (a paste keeps its digits), at most
 * `maxDigitos`; empty means every folio ('Todos').
 */
export const FolioFiltro = ({
  id = 'folio',
  maxDigitos,
  value,
  onChange,
}: {
  id?: string;
  maxDigitos: number;
  value: string;
  onChange: (folio: string) => void;
}) => (
  <TextoInput
    id={id}
    inputMode="numeric"
    // The limit counts digits, so it is applied after the paste's other characters are dropped.
    value={value}
    onKeyDown={digitsKey}
    onChange={(e) => onChange(onlyDigits(e.target.value).slice(0, maxDigitos))}
    allowClear
    placeholder="Todos"
  />
);

/**
 * A list's 'De' – 'A' filter, each in its column: both required, and neither can pass the other (the
 * calendar greys those days out; a typed one is refused with `mensajeNoPermitida`).
 */
export const FechasDeA = ({
  de,
  a,
  onChange,
  mensajeNoPermitida,
  col,
}: {
  de: Dayjs | null;
  a: Dayjs | null;
  onChange: (cambio: { de: Dayjs } | { a: Dayjs }) => void;
  mensajeNoPermitida: string;
  col: ColProps;
}) => (
  <>
    <Col {...col}>
      <Form.Item label="De" htmlFor="de">
        <DateInput
          id="de"
          value={de}
          onChange={(d) => d && onChange({ de: d })}
          disabledDate={(x) => a !== null && x.isAfter(a, 'day')}
          mensajeNoPermitida={mensajeNoPermitida}
          allowClear={false}
        />
      </Form.Item>
    </Col>
    <Col {...col}>
      <Form.Item label="A" htmlFor="a">
        <DateInput
          id="a"
          value={a}
          onChange={(d) => d && onChange({ a: d })}
          disabledDate={(x) => de !== null && x.isBefore(de, 'day')}
          mensajeNoPermitida={mensajeNoPermitida}
          allowClear={false}
        />
      </Form.Item>
    </Col>
  </>
);
