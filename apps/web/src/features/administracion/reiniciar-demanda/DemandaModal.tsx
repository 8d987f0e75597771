import {
  DEMANDA_TOAST_SEGUNDOS,
  demandaMessages as m,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { Checkbox, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { BuscadorArticulo, BuscadorSucursal } from '@/ui/buscadores';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useGuardarDemanda } from './api';
import { hoyEnMexico, textoConfirmacion, validarFormulario } from './validate';

/**
 * 'Reiniciar demanda de un artículo': an own branch or 'Todas las Sucursales', a DIFARMER article
 * and the restart date (today in Mexico City by default, never later).
 */
export const DemandaModal = ({ onClose }: { onClose: () => void }) => {
  const hoy = hoyEnMexico();
  const [sucursal, setSucursal] = useState<{ codigo: number; nombre: string } | null>(null);
  const [todas, setTodas] = useState(false);
  const [codArticulo, setCodArticulo] = useState<number | null>(null);
  const [fecha, setFecha] = useState<Dayjs | null>(dayjs(hoy));
  const guardar = useGuardarDemanda();

  const valores = {
    codSucursal: todas ? null : (sucursal?.codigo ?? null),
    todas,
    codArticulo,
    fecha: fecha ? toApiDate(fecha) : null,
  };
  const form = useFormulario<'sucursal' | 'todas' | 'articulo' | 'fecha'>({
    campos: ['sucursal', 'todas', 'articulo', 'fecha'],
    enfocarAlAbrir: true,
    validar: () => validarFormulario(valores, hoy),
    enviar: async () => {
      if (!(await confirmDialog(textoConfirmacion(todas, sucursal?.nombre ?? '')))) return;
      const answer = await guardar.mutateAsync({
        Codarticulo: valores.codArticulo ?? 0,
        Codsucursal: valores.codSucursal ?? 0,
        todasLasSucursales: todas,
        FechaDemanda: valores.fecha ?? '',
      });
      successToast(answer.message, DEMANDA_TOAST_SEGUNDOS);
      onClose();
    },
  });

  return (
    <ModalFormulario form={form} onClose={onClose} title={m.tituloModal}>
      <Form layout="vertical">
        <Form.Item label="Sucursal" htmlFor="sucursal">
          <BuscadorSucursal
            id="sucursal"
            ariaLabel="Sucursal"
            variante="propias"
            disabled={todas}
            value={todas ? null : (sucursal?.codigo ?? null)}
            placeholder={todas ? m.todasLasSucursales : undefined}
            onChange={(codigo, item) =>
              setSucursal(codigo === null ? null : { codigo, nombre: item?.descripcion ?? String(codigo) })
            }
          />
        </Form.Item>
        <Form.Item>
          <Checkbox id="todas" checked={todas} onChange={(e) => setTodas(e.target.checked)}>
            {m.todasLasSucursales}
          </Checkbox>
        </Form.Item>
        <Form.Item label="Artículo" htmlFor="articulo">
          <BuscadorArticulo
            id="articulo"
            ariaLabel="Artículo"
            variante="difarmer"
            value={codArticulo}
            onChange={(codigo) => setCodArticulo(codigo)}
          />
        </Form.Item>
        <Form.Item label="Fecha de reinicio de demanda" htmlFor="fecha">
          <DateInput
            {...form.campo('fecha')}
            value={fecha}
            onChange={setFecha}
            allowClear={false}
            disabledDate={(d) => toApiDate(d) > hoy}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
