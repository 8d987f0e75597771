import {
  type CampoServicio,
  CODIGO_SAT_SERVICIO,
  serviciosMedicosMessages as m,
  SERVICIO_MAX,
  type ServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { Alert, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate, formatMoney, fromApiDate, toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { PrecioInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useAgregarServicio, useModificarServicio, useTiposServicio } from './api';
import { hoyMexico, validarFormulario } from './validate';

/**
 * Add (servicio null) or modify a medical service. An empty start date applies the price at once;
 * a service with a price pending opens with that price and day, so saving it unchanged keeps it.
 */
export const ServicioModal = ({
  servicio,
  onClose,
}: {
  servicio: ServicioMedico | null;
  onClose: () => void;
}) => {
  const pendiente = servicio?.fechaPendiente ? servicio : null;
  const [nombre, setNombre] = useState(servicio?.servicio ?? '');
  const [tipo, setTipo] = useState(servicio?.tipo ?? '');
  const [costo, setCosto] = useState<number | null>(pendiente?.costoPendiente ?? servicio?.costo ?? null);
  const [fecha, setFecha] = useState<Dayjs | null>(fromApiDate(pendiente?.fechaPendiente));
  const tipos = useTiposServicio();
  const agregar = useAgregarServicio();
  const modificar = useModificarServicio();
  const hoy = hoyMexico();

  const datos = { servicio: nombre.trim(), tipo, costo, fechaAplicacion: fecha ? toApiDate(fecha) : '' };
  const form = useFormulario<CampoServicio>({
    campos: ['servicio', 'tipo', 'costo', 'fechaAplicacion'],
    enfocarAlAbrir: true,
    validar: () => validarFormulario(datos, hoy),
    enviar: async () => {
      if (!(await confirmDialog(servicio ? m.deseaModificar : m.deseaAgregar))) return;
      const answer = servicio
        ? await modificar.mutateAsync({ idServicioMedico: servicio.idServicioMedico, ...datos })
        : await agregar.mutateAsync({ servicioMedico: datos, articulo: { codigoSat: CODIGO_SAT_SERVICIO } });
      successToast(answer.message || (servicio ? m.modificado : m.agregado));
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={servicio ? 'Modificar servicio médico' : 'Agregar servicio médico'}
      width={520}
    >
      <Form layout="vertical">
        {pendiente && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`Precio programado: ${formatMoney(pendiente.costoPendiente)} a partir del ${formatDate(pendiente.fechaPendiente)}.`}
          />
        )}
        <Form.Item label="Servicio" htmlFor="servicio">
          <TextoInput
            {...form.campo('servicio')}
            maxLength={SERVICIO_MAX}
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Tipo" htmlFor="tipo">
          <SelectBuscable
            {...form.campo('tipo')}
            placeholder="Seleccione un tipo de servicio"
            loading={tipos.isFetching}
            value={tipo || undefined}
            onChange={(v: string) => setTipo(v)}
            options={(tipos.data ?? []).map((t) => ({ value: t.tipo, label: t.descripcion }))}
          />
        </Form.Item>
        <Form.Item label="Precio" htmlFor="costo">
          <PrecioInput {...form.campo('costo')} maxLength={10} value={costo} onChange={setCosto} />
        </Form.Item>
        <Form.Item
          label="Fecha de aplicación"
          htmlFor="fechaAplicacion"
          extra="Sin fecha, el precio aplica desde hoy."
        >
          <DateInput
            {...form.campo('fechaAplicacion')}
            style={{ width: '100%' }}
            allowClear
            value={fecha}
            onChange={setFecha}
            disabledDate={(d: Dayjs) => toApiDate(d) < hoy}
            mensajeNoPermitida={m.fechaPasada}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
