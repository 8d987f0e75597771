import {
  type CampoDireccion,
  CP_MAX,
  type Direccion,
  descripcionTipo,
  digitosTelefono,
  formatearTelefono,
  direccionMessages as m,
  type SucursalDireccion,
  TELEFONO_MAX,
  validarDireccion,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { Col, Form, Input, Row, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoArea, TextoInput } from '@/ui/TextoInput';
import { useColonias, useGuardarDireccion } from './api';

type Campos = Omit<Direccion, 'sucursal'>;

const vacia = (codSucursal: number, tipo: number): Campos => ({
  codSucursal,
  tipo,
  cP: '',
  colonia: '',
  calle: '',
  numExterior: '',
  entreCalles: '',
  telefono: '',
  municipio: '',
  estado: '',
  localidad: '',
  horarios: '',
  domicilioDescriptivo: '',
  horarioApertura: '',
  horarioCierre: '',
});

interface Props {
  sucursales: SucursalDireccion[];
  /** The branch's addresses, to tell the type of a new one. */
  direcciones: Direccion[];
  /** An address to edit, or the branch (or none) for a new one. */
  editar?: Direccion;
  codSucursal?: number;
  onClose: () => void;
}

const HORA = 'HH:mm';

/** The fields in Enter order and their elements. */
const ids = {
  codSucursal: 'dir-sucursal',
  cP: 'dir-cp',
  colonia: 'dir-colonia',
  calle: 'dir-calle',
  numExterior: 'dir-numero',
  entreCalles: 'dir-entre',
  telefono: 'dir-telefono',
  horarioApertura: 'dir-apertura',
  horarioCierre: 'dir-cierre',
} as const;

/** 'Registrar nueva dirección de sucursal': the address form, checked in the spec's order. */
export const DireccionModal = ({ sucursales, direcciones, editar, codSucursal, onClose }: Props) => {
  const [campos, setCampos] = useState<Campos>(() =>
    editar ? { ...editar, telefono: formatearTelefono(editar.telefono) } : vacia(codSucursal ?? 0, 0),
  );
  const colonias = useColonias(campos.cP);
  const guardar = useGuardarDireccion();
  const set = (patch: Partial<Campos>) => setCampos((c) => ({ ...c, ...patch }));

  // A new address takes the branch's next type: Farmacia first, then Consultorio (003 §4).
  const tipo = editar
    ? editar.tipo
    : Math.max(0, ...direcciones.filter((d) => d.codSucursal === campos.codSucursal).map((d) => d.tipo)) + 1;

  const opciones = colonias.data ?? [];
  // The colony must be one of the code's; a single one is chosen for the user.
  useEffect(() => {
    if (!colonias.data) return;
    const actual = colonias.data.find((c) => c.colonia === campos.colonia);
    const elegida = actual ?? (colonias.data.length === 1 ? colonias.data[0] : undefined);
    if (elegida) setCampos((c) => ({ ...c, ...elegida }));
    else setCampos((c) => ({ ...c, colonia: '', municipio: '', estado: '', localidad: '' }));
  }, [colonias.data, campos.colonia]);

  const form = useFormulario<CampoDireccion | 'codSucursal'>({
    campos: Object.keys(ids) as (keyof typeof ids)[],
    idDe: (campo) => ids[campo as keyof typeof ids] ?? `dir-${campo}`,
    enfocarAlAbrir: true,
    enterEnvia: false, // the last fields are free text: 'Guardar' saves
    validar: () => {
      if (!campos.codSucursal) return { campo: 'codSucursal', message: m.sucursalRequerida };
      const failure = validarDireccion(campos);
      return failure && { campo: failure.field, message: failure.message };
    },
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({
        ...campos,
        tipo: editar ? editar.tipo : 0,
        telefono: digitosTelefono(campos.telefono),
      });
      successToast(answer.message || m.guardada, 1);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={editar ? 'Editar dirección de sucursal' : m.modalTitulo}
      width={760}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} sm={16}>
            <Form.Item label="Sucursal" htmlFor="dir-sucursal">
              <SelectBuscable
                {...form.campo('codSucursal')}
                disabled={!!editar || codSucursal !== undefined}
                placeholder="Seleccione una sucursal"
                value={campos.codSucursal || undefined}
                onChange={(v: number) => set({ codSucursal: v })}
                options={sucursales.map((s) => ({
                  value: s.codSucursal,
                  label: `${s.codSucursal} - ${s.sucursal}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Tipo" htmlFor="dir-tipo">
              <SelectBuscable
                id="dir-tipo"
                disabled
                value={tipo}
                options={[{ value: tipo, label: descripcionTipo(tipo) }]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item label="Código postal" htmlFor="dir-cp">
              <TextoInput
                {...form.campo('cP')}
                maxLength={CP_MAX}
                inputMode="numeric"
                value={campos.cP}
                onKeyDown={(e) => {
                  digitsKey(e);
                  form.campo('cP').onKeyDown(e);
                }}
                onChange={(e) => set({ cP: onlyDigits(e.target.value).slice(0, CP_MAX) })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={18}>
            <Form.Item label="Colonia" htmlFor="dir-colonia">
              <SelectBuscable
                {...form.campo('colonia')}
                loading={colonias.isFetching}
                placeholder={opciones.length ? 'Elija una colonia' : 'Capture el código postal'}
                value={campos.colonia || undefined}
                onChange={(v: string) => set({ colonia: v })}
                options={opciones.map((c) => ({ value: c.colonia, label: c.colonia }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Municipio" htmlFor="dir-municipio">
              <Input id="dir-municipio" readOnly variant="filled" value={campos.municipio} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Estado" htmlFor="dir-estado">
              <Input id="dir-estado" readOnly variant="filled" value={campos.estado} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Localidad" htmlFor="dir-localidad">
              <Input id="dir-localidad" readOnly variant="filled" value={campos.localidad} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item label="Calle" htmlFor="dir-calle">
              <TextoInput
                {...form.campo('calle')}
                maxLength={200}
                value={campos.calle}
                onChange={(e) => set({ calle: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Número exterior" htmlFor="dir-numero">
              <TextoInput
                {...form.campo('numExterior')}
                maxLength={20}
                value={campos.numExterior}
                onChange={(e) => set({ numExterior: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item label="Entre calles" htmlFor="dir-entre">
              <TextoInput
                {...form.campo('entreCalles')}
                maxLength={200}
                value={campos.entreCalles}
                onChange={(e) => set({ entreCalles: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Teléfono" htmlFor="dir-telefono">
              <TextoInput
                {...form.campo('telefono')}
                inputMode="tel"
                maxLength={TELEFONO_MAX}
                value={campos.telefono}
                onKeyDown={digitsKey}
                onChange={(e) => set({ telefono: formatearTelefono(e.target.value) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label="Hora de apertura" htmlFor="dir-apertura">
              <TimePicker
                {...form.campo('horarioApertura')}
                format={HORA}
                minuteStep={5}
                needConfirm={false}
                style={{ width: '100%' }}
                value={campos.horarioApertura ? dayjs(campos.horarioApertura, HORA) : null}
                onChange={(v) => set({ horarioApertura: v ? v.format(HORA) : '' })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label="Hora de cierre" htmlFor="dir-cierre">
              <TimePicker
                {...form.campo('horarioCierre')}
                format={HORA}
                minuteStep={5}
                needConfirm={false}
                style={{ width: '100%' }}
                value={campos.horarioCierre ? dayjs(campos.horarioCierre, HORA) : null}
                onChange={(v) => set({ horarioCierre: v ? v.format(HORA) : '' })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Horarios (texto)" htmlFor="dir-horarios">
              <TextoInput
                id="dir-horarios"
                maxLength={500}
                placeholder="Lunes a sábado de 08:00 a 22:00 h"
                value={campos.horarios}
                onChange={(e) => set({ horarios: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Domicilio descriptivo" htmlFor="dir-descriptivo" style={{ marginBottom: 0 }}>
              <TextoArea
                id="dir-descriptivo"
                rows={2}
                maxLength={500}
                value={campos.domicilioDescriptivo}
                onChange={(e) => set({ domicilioDescriptivo: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </ModalFormulario>
  );
};
