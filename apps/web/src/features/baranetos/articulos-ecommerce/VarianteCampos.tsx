import { VARIANTE_MAX } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { Button, Col, ColorPicker, Form, Row } from 'antd';
import type { KeyboardEvent } from 'react';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useTiposVariante } from './api';
import { Muestra } from './VariantesTable';

type CampoProps = (campo: 'tipoVariante' | 'descripcionVariante' | 'valorVariante') => {
  id: string;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
};

/** The variant being captured: its type (fixed once there are variants), description and value. */
export const VarianteCampos = ({
  campo,
  tipo,
  onTipo,
  bloqueado,
  color,
  descVariante,
  onDescVariante,
  valor,
  onValor,
}: {
  campo: CampoProps;
  tipo: number;
  onTipo: (tipo: number) => void;
  bloqueado: boolean;
  color: boolean;
  descVariante: string;
  onDescVariante: (v: string) => void;
  valor: string;
  onValor: (v: string) => void;
}) => {
  const tipos = useTiposVariante();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Tipo de variante" htmlFor="tipoVariante">
          <SelectBuscable
            {...campo('tipoVariante')}
            placeholder="Seleccione un tipo"
            value={tipo || undefined}
            onChange={onTipo}
            disabled={bloqueado}
            options={(tipos.data ?? []).map((t) => ({
              value: t.idCatArticulosVariantesOpciones,
              label: t.descripcion,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Descripción variante" htmlFor="descripcionVariante">
          <TextoInput
            {...campo('descripcionVariante')}
            maxLength={VARIANTE_MAX}
            value={descVariante}
            onChange={(e) => onDescVariante(e.target.value)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Valor variante" htmlFor="valorVariante">
          {color ? (
            <ColorPicker
              showText
              format="hex"
              disabledAlpha
              value={valor || null}
              onChangeComplete={(c) => onValor(c.toHexString())}
            >
              <Button id="valorVariante" aria-label="Valor variante">
                {valor ? <Muestra valor={valor} /> : 'Elegir color'}
              </Button>
            </ColorPicker>
          ) : (
            <TextoInput
              {...campo('valorVariante')}
              maxLength={VARIANTE_MAX}
              value={valor}
              onChange={(e) => onValor(e.target.value)}
            />
          )}
        </Form.Item>
      </Col>
    </Row>
  );
};
