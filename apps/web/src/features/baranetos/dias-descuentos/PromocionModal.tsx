import {
  type CampoPromocion,
  DIAS_SEMANA,
  diasDescuentosMessages as m,
  PROMOCION_MAX,
  type Promocion,
  validarPromocion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import {
  Checkbox,
  type CheckboxRef,
  DatePicker,
  Form,
  Input,
  type InputRef,
  Modal,
  type RefSelectProps,
  Select,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { DATE_FORMAT, fromApiDate, toApiDate } from '@/lib/format';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { filtrarOpcion } from '@/lib/texto';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
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
  const [descuento, setDescuento] = useState(promocion ? String(promocion.descuento) : '');
  const [inicio, setInicio] = useState<Dayjs | null>(fromApiDate(promocion?.fechaVigenciaInicio));
  const [fin, setFin] = useState<Dayjs | null>(fromApiDate(promocion?.fechaVigenciaFinal));
  const sucursales = useSucursalesBaranetos();
  const guardar = useGuardarPromocion();

  const nombreRef = useRef<InputRef>(null);
  const sucursalRef = useRef<RefSelectProps>(null);
  const descuentoRef = useRef<InputRef>(null);
  const primerDiaRef = useRef<CheckboxRef>(null);
  const focus: Record<CampoPromocion, () => void> = {
    nomPromocion: () => nombreRef.current?.focus(),
    codSucursal: () => sucursalRef.current?.focus(),
    dias: () => primerDiaRef.current?.focus(),
    descuento: () => descuentoRef.current?.focus(),
    fechas: () => undefined,
  };

  const onGuardar = async () => {
    const body = {
      codPromocion: promocion?.codPromocion ?? 0,
      nomPromocion: nomPromocion.trim(),
      codSucursal,
      ...dias,
      descuento: Number(descuento || 0),
      fechaVigenciaInicio: inicio ? toApiDate(inicio) : '',
      fechaVigenciaFinal: fin ? toApiDate(fin) : '',
    };
    const failure = validarPromocion(body);
    if (failure) {
      focus[failure.campo]();
      void warningDialog(failure.message);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    guardar.mutate(body as never, {
      onSuccess: (answer) => {
        successToast(answer.message || m.guardado);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title="Dias de descuentos"
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void onGuardar()}
      onCancel={onClose}
      confirmLoading={guardar.isPending}
      destroyOnHidden
      width={620}
    >
      <Form layout="vertical">
        <Form.Item label="Promoción" htmlFor="nomPromocion">
          <Input
            ref={nombreRef}
            id="nomPromocion"
            maxLength={PROMOCION_MAX}
            value={nomPromocion}
            onChange={(e) => setNomPromocion(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Sucursal" htmlFor="codSucursal">
          <Select
            ref={sucursalRef}
            id="codSucursal"
            placeholder="Seleccione una sucursal"
            showSearch={{ filterOption: filtrarOpcion }}
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
                ref={i === 0 ? primerDiaRef : undefined}
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
            <Input
              ref={descuentoRef}
              id="descuento"
              inputMode="numeric"
              maxLength={3}
              style={{ width: 120 }}
              value={descuento}
              onKeyDown={digitsKey}
              onChange={(e) => setDescuento(onlyDigits(e.target.value))}
            />
          </Form.Item>
          <Form.Item label="Vigencia inicio" htmlFor="fechaVigenciaInicio">
            <DatePicker id="fechaVigenciaInicio" format={DATE_FORMAT} value={inicio} onChange={setInicio} />
          </Form.Item>
          <Form.Item label="Vigencia fin" htmlFor="fechaVigenciaFinal">
            <DatePicker id="fechaVigenciaFinal" format={DATE_FORMAT} value={fin} onChange={setFin} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
};
