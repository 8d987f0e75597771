import {
  type CampoSucursal,
  type CamposSucursal,
  digitosTelefono,
  fallaSucursal,
  formatearTelefono,
  sistemaV20Messages as m,
  PREFIJO_MAX,
  type SucursalV20,
  TELEFONO_MAX,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { Alert, Col, Form, Row } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toApiDate } from '@/lib/format';
import { digitsKey } from '@/lib/keys';
import { useFormulario } from '@/lib/useFormulario';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarSucursal, useSucursalesSinActualizar } from './api';

/** 003 §9: 1000 or 3000 ms on this screen; the modal's save says it for 3 s (docs/decisions). */
export const TOAST_GUARDAR_SEGUNDOS = 3;

const ids: Record<CampoSucursal, string> = {
  codSucursal: 'v20-sucursal',
  fecha: 'v20-fecha',
  prefijo: 'v20-prefijo',
  telefono: 'v20-telefono',
};
const hoy = () => dayjs().format('YYYY-MM-DD');
const nombreDe = (s: { codSucursal: number; sucursal: string; propia: boolean }) =>
  `${s.codSucursal} - ${s.sucursal}${s.propia ? '' : ' (Lic.)'}`;

/**
 * 'Agregar sucursal a FarmaSí 2.0' (a branch not yet on the new system, from
 * obtener-sucursales-sin-actualizar) or 'Editar sucursal de FarmaSí 2.0': install date (not after
 * today), invoicing prefix and phone, checked in that order (fallaSucursal, the server's too).
 */
export const SucursalModal = ({
  producto,
  editar,
  onClose,
}: {
  producto: string;
  editar?: SucursalV20;
  onClose: () => void;
}) => {
  const pendientes = useSucursalesSinActualizar(producto, !editar);
  const guardar = useGuardarSucursal(producto);
  const [campos, setCampos] = useState<CamposSucursal>(() =>
    editar
      ? {
          codSucursal: editar.codSucursal,
          fecha: editar.fecha,
          prefijo: editar.prefijo,
          telefono: formatearTelefono(editar.telefono),
        }
      : { codSucursal: null, fecha: hoy(), prefijo: '', telefono: '' },
  );
  const set = (c: Partial<CamposSucursal>) => setCampos((actual) => ({ ...actual, ...c }));
  const opciones = editar ? [editar] : (pendientes.data ?? []);
  const elegida = opciones.find((s) => s.codSucursal === campos.codSucursal);

  const form = useFormulario<CampoSucursal>({
    campos: ['codSucursal', 'fecha', 'prefijo', 'telefono'],
    idDe: (c) => ids[c],
    enfocarAlAbrir: true,
    valores: campos,
    validar: () => fallaSucursal(campos, hoy()),
    enviar: async () => {
      const nombre = elegida ? nombreDe(elegida) : String(campos.codSucursal);
      if (!(await confirmDialog(editar ? m.confirmarEditar(nombre) : m.confirmarAgregar(nombre)))) return;
      const answer = await guardar.mutateAsync({
        codSucursal: campos.codSucursal ?? 0,
        fecha: campos.fecha,
        prefijo: campos.prefijo.trim().toUpperCase(),
        telefono: digitosTelefono(campos.telefono),
      });
      successToast(answer.message || (editar ? m.editada : m.agregada), TOAST_GUARDAR_SEGUNDOS);
      onClose();
    },
  });

  const sinPendientes = !editar && pendientes.isSuccess && pendientes.data.length === 0;
  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={editar ? 'Editar sucursal de FarmaSí 2.0' : 'Agregar sucursal a FarmaSí 2.0'}
      width={640}
      mask={{ closable: false }}
    >
      {sinPendientes && <Alert type="info" showIcon title={m.sinPendientes} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24}>
            <Form.Item label="Sucursal" htmlFor={ids.codSucursal}>
              <SelectBuscable<number>
                {...form.campo('codSucursal')}
                disabled={!!editar}
                loading={pendientes.isFetching}
                placeholder="Seleccione la sucursal que se instaló"
                value={campos.codSucursal ?? undefined}
                onChange={(codSucursal) => {
                  const s = opciones.find((o) => o.codSucursal === codSucursal);
                  // The branch's phone from the catalogue, unless one was typed.
                  set({
                    codSucursal,
                    ...(s && !campos.telefono ? { telefono: formatearTelefono(s.telefono) } : {}),
                  });
                }}
                options={opciones.map((s) => ({ value: s.codSucursal, label: nombreDe(s) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Fecha de instalación" htmlFor={ids.fecha}>
              <DateInput
                {...form.campo('fecha')}
                style={{ width: '100%' }}
                value={campos.fecha ? dayjs(campos.fecha) : null}
                onChange={(d) => set({ fecha: d ? toApiDate(d) : '' })}
                disabledDate={(d) => toApiDate(d) > hoy()}
                mensajeNoPermitida={m.fechaFutura}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Prefijo de facturación" htmlFor={ids.prefijo}>
              <TextoInput
                {...form.campo('prefijo')}
                maxLength={PREFIJO_MAX}
                autoComplete="off"
                placeholder="Ej. PUE01"
                value={campos.prefijo}
                onChange={(e) => set({ prefijo: e.target.value.toUpperCase() })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Teléfono" htmlFor={ids.telefono}>
              <TextoInput
                {...form.campo('telefono')}
                maxLength={TELEFONO_MAX}
                inputMode="numeric"
                autoComplete="off"
                value={campos.telefono}
                onKeyDown={(e) => {
                  digitsKey(e);
                  form.campo('telefono').onKeyDown(e);
                }}
                onChange={(e) => set({ telefono: formatearTelefono(e.target.value) })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </ModalFormulario>
  );
};
