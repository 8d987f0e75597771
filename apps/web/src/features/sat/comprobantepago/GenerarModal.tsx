import {
  FORMA_PAGO_DEFAULT,
  FORMAS_PAGO,
  fallaGenerar,
  comprobantePagoMessages as m,
} from '@farmasi/contracts/sat/comprobantepago';
import { Descriptions, Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { API_DATE_FORMAT, fromApiDate, toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { DateInput } from '@/ui/DateInput';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { Money } from '@/ui/Money';
import { SelectBuscable } from '@/ui/SelectBuscable';
import type { FacturaMarcada } from './validate';

export interface DatosGenerar {
  formaPago: string;
  fechaPago: string;
}

const OPCIONES = FORMAS_PAGO.map((f) => ({ value: f.codigo, label: `${f.codigo} - ${f.descripcion}` }));

/**
 * The 'generate' modal (002 §2): payment method (03 by default) and payment date (today by default,
 * not after today), checked in the spec's order; 'Generar' then confirms and saves, stamps and prints
 * (the page's `onGenerar`), busy until it ends.
 */
export const GenerarModal = ({
  marcadas,
  total,
  onGenerar,
  onClose,
}: {
  marcadas: readonly FacturaMarcada[];
  total: number;
  onGenerar: (datos: DatosGenerar) => Promise<void>;
  onClose: () => void;
}) => {
  const [valores, setValores] = useState<DatosGenerar>({
    formaPago: FORMA_PAGO_DEFAULT,
    fechaPago: dayjs().format(API_DATE_FORMAT),
  });
  const form = useFormulario({
    campos: ['formaPago', 'fechaPago'],
    enfocarAlAbrir: true,
    validar: () => fallaGenerar(valores, dayjs().format(API_DATE_FORMAT), marcadas),
    enviar: () => onGenerar(valores),
  });
  const cliente = marcadas[0];

  return (
    <ModalFormulario
      title="Generar comprobante de pago"
      okText="Generar"
      form={form}
      onClose={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'cliente',
            label: 'Cliente',
            children: cliente ? `${cliente.nombreCliente} (${cliente.rfcCliente})` : '',
          },
          { key: 'facturas', label: 'Facturas', children: marcadas.length },
          { key: 'total', label: 'Total a pagar', children: <Money value={total} /> },
        ]}
      />
      <Form layout="vertical" component="div">
        <Form.Item label="Forma de pago" htmlFor="formaPago" required>
          <SelectBuscable<string>
            {...form.campo('formaPago')}
            aria-label="Forma de pago"
            placeholder="Seleccione la forma de pago"
            value={valores.formaPago || undefined}
            options={OPCIONES}
            allowClear
            onChange={(formaPago) => setValores((v) => ({ ...v, formaPago: formaPago ?? '' }))}
          />
        </Form.Item>
        <Form.Item label="Fecha de pago" htmlFor="fechaPago" required>
          <DateInput
            {...form.campo('fechaPago')}
            style={{ width: '100%' }}
            value={fromApiDate(valores.fechaPago)}
            maxDate={dayjs().endOf('day')}
            mensajeNoPermitida={m.fechaFutura}
            onChange={(d) => setValores((v) => ({ ...v, fechaPago: d ? toApiDate(d) : '' }))}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
