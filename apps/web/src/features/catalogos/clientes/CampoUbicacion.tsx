import { Button, Col, Form, Space } from 'antd';
import { TextoInput } from '@/ui/TextoInput';
import type { Lectura } from './ubicacion';

interface Props {
  id: string;
  etiqueta: string;
  boton: string;
  maxLength: number;
  placeholder: string;
  valor: string;
  onValor: (valor: string) => void;
  /** Reads the text (a maps link, typed coordinates) into a position or a message. */
  leer: (texto: string) => Lectura;
  onUsar: (lectura: Lectura, campo: string) => void;
}

/** A text that places the customer, used with Enter or its button (S14: a maps link, coordinates). */
export const CampoUbicacion = ({
  id,
  etiqueta,
  boton,
  maxLength,
  placeholder,
  valor,
  onValor,
  leer,
  onUsar,
}: Props) => {
  const usar = () => onUsar(leer(valor), id);
  return (
    <Col xs={24} md={12}>
      <Form.Item label={etiqueta} htmlFor={id}>
        <Space.Compact style={{ width: '100%' }}>
          <TextoInput
            id={id}
            maxLength={maxLength}
            placeholder={placeholder}
            value={valor}
            onChange={(e) => onValor(e.target.value)}
            onPressEnter={usar}
          />
          <Button onClick={usar}>{boton}</Button>
        </Space.Compact>
      </Form.Item>
    </Col>
  );
};
