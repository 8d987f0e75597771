import {
  type CampoPromocion,
  DESCUENTO_DECIMALES,
  DIAS_SEMANA,
  diasDescuentosMessages as m,
  PROMOCION_MAX,
  type Promocion,
  validarPromocion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { Checkbox, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { fromApiDate, toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { NumeroInput } from '@/ui/NumeroInput';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarPromocion, useSucursalesBaranetos } from './api';

type Dias = Record<(typeof DIAS_SEMANA)[number]['campo'], number>;
const sinDias = Object.fromEntries(DIAS_SEMANA.map((d) => [d.campo, 0])) as Dias;

/** 'Dias de descuentos': a new promotion (promocion null) or an edit; weekdays are sent as 1–7 or 0. */
export const PromocionModal = ({
  promocion,
  onClose,
}: {
  promocion: Promocion | null;
  onClose: () => void;
}) => {
  const [nomPromocion, setNomPromocion] = useState(promocion?.nomPromocion ?? '');
  const [codSucursal, setCodSucursal] = useState(promocion?.codSucursal ?? 0);
  const [dias, setDias] = useState<Dias>(
    promocion ? (Object.fromEntries(DIAS_SEMANA.map((d) => [d.campo, promocion[d.campo]])) as Dias) : sinDias,
  );
  const [descuento, setDescuento] = useState<number | null>(promocion ? promocion.descuento : null);
  const [inicio, setInicio] = useState<Dayjs | null>(fromApiDate(promocion?.fechaVigenciaInicio));
  const [fin, setFin] = useState<Dayjs | null>(fromApiDate(promocion?.fechaVigenciaFinal));
  const sucursales = useSucursalesBaranetos();
  const guardar = useGuardarPromocion();

  const body = {
    codPromocion: promocion?.codPromocion ?? 0,
    nomPromocion: nomPromocion.trim(),
    codSucursal,
    ...dias,
    descuento: descuento ?? 0,
    fechaVigenciaInicio: inicio ? toApiDate(inicio) : '',
    fechaVigenciaFinal: fin ? toApiDate(fin) : '',
  };
  const form = useFormulario<CampoPromocion | 'fechaVigenciaFinal'>({
    campos: ['nomPromocion', 'codSucursal', 'dias', 'descuento', 'fechas', 'fechaVigenciaFinal'],
    idDe: (campo) => (campo === 'dias' ? 'dia-1' : campo === 'fechas' ? 'fechaVigenciaInicio' : campo),
    enfocarAlAbrir: true,
    validar: () => validarPromocion(body),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync(body as never);
      successToast(answer.message || m.guardado);
      onClose();
    },
  });

  return (
    <ModalFormulario form={form} onClose={onClose} title="Dias de descuentos" width={620}>
      <Form layout="vertical">
        <Form.Item label="Promoción" htmlFor="nomPromocion">
          <TextoInput
            {...form.campo('nomPromocion')}
            maxLength={PROMOCION_MAX}
            value={nomPromocion}
            onChange={(e) => setNomPromocion(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Sucursal" htmlFor="codSucursal">
          <SelectBuscable
            {...form.campo('codSucursal')}
            placeholder="Seleccione una sucursal"
            loading={sucursales.isFetching}
            value={codSucursal || undefined}
            onChange={(v: number) => setCodSucursal(v)}
            options={(sucursales.data ?? []).map((s) => ({ value: s.codSucursal, label: s.descripcion }))}
          />
        </Form.Item>
        <Form.Item label="Días de la semana">
          <Space wrap>
            {DIAS_SEMANA.map((d, i) => (
              <Checkbox
                key={d.campo}
                {...(i === 0 ? form.campo('dias') : { id: `dia-${i + 1}` })}
                checked={dias[d.campo] > 0}
                onChange={(e) => setDias((prev) => ({ ...prev, [d.campo]: e.target.checked ? d.numero : 0 }))}
              >
                {d.nombre}
              </Checkbox>
            ))}
          </Space>
        </Form.Item>
        <Space wrap size="large">
          <Form.Item label="Descuento (%)" htmlFor="descuento">
            <NumeroInput
              {...form.campo('descuento')}
              decimales={DESCUENTO_DECIMALES}
              comaDecimal
              maxLength={6}
              style={{ width: 120 }}
              value={descuento}
              onChange={setDescuento}
            />
          </Form.Item>
          <Form.Item label="Vigencia inicio" htmlFor="fechaVigenciaInicio">
            <DateInput {...form.campo('fechas')} style={{ width: 170 }} value={inicio} onChange={setInicio} />
          </Form.Item>
          <Form.Item label="Vigencia fin" htmlFor="fechaVigenciaFinal">
            <DateInput
              {...form.campo('fechaVigenciaFinal')}
              style={{ width: 170 }}
              value={fin}
              onChange={setFin}
            />
          </Form.Item>
        </Space>
      </Form>
    </ModalFormulario>
  );
};
