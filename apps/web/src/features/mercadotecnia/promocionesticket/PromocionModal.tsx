import {
  promocionesTicketMessages as m,
  PROMOCION_ACCEPT,
  PROMOCION_TAMANO_MAXIMO,
  type PromocionConSucursales,
  validarPromocion,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { Button, Form, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { CampoImagen } from '@/ui/CampoImagen';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { RangoFechas } from '@/ui/RangoFechas';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { type Linea, useGuardarPromocion, usePromocion, useSucursalesActivas } from './api';
import { revisarBmp, TIPOS_BMP } from './bmp';

type Campo = 'imagen' | 'fechaInicial' | 'fechaFinal' | 'sucursales';
const CAMPOS: Campo[] = ['imagen', 'fechaInicial', 'fechaFinal', 'sucursales'];

/** The form once the promotion (when editing) has been read with its branches. */
const Formulario = ({
  linea,
  promocion,
  onClose,
}: {
  linea: Linea;
  promocion: PromocionConSucursales | null;
  onClose: () => void;
}) => {
  const { archivo, vista, elegir } = useImagenElegida({
    inicial: promocion?.imagen ?? '',
    tipos: TIPOS_BMP,
    tamanoMaximo: PROMOCION_TAMANO_MAXIMO,
    mensajes: { tipo: m.formatoBmp, tamano: m.tamano },
    revisar: revisarBmp,
  });
  const [fechaInicial, setFechaInicial] = useState(promocion?.fechaInicial ?? '');
  const [fechaFinal, setFechaFinal] = useState(promocion?.fechaFinal ?? '');
  const [sucursales, setSucursales] = useState<number[]>(promocion?.sucursales ?? []);
  const activas = useSucursalesActivas(linea).data ?? [];
  const guardar = useGuardarPromocion(linea);

  const datos = {
    idCatPromocionesTicket: promocion?.idCatPromocionesTicket ?? 0,
    fechaInicial,
    fechaFinal,
    sucursales,
  };
  const form = useFormulario<Campo>({
    campos: CAMPOS,
    validar: () => validarPromocion(datos, !!archivo),
    enviar: async () => {
      if (!(await confirmDialog(promocion ? m.deseaActualizar : m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({ datos, imagen: archivo });
      successToast(answer.message || m.guardada);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={720}
      title={promocion ? 'Modificar Promoción' : 'Nueva Promoción'}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Imagen"
          htmlFor="imagen"
          extra={
            <Typography.Text type="secondary">Archivo .bmp de máximo 7 cm de ancho a 150 ppp</Typography.Text>
          }
        >
          <CampoImagen
            campo={form.campo('imagen')}
            vista={vista}
            elegir={elegir}
            accept={PROMOCION_ACCEPT}
            alt="Imagen de la promoción"
          />
        </Form.Item>
        <RangoFechas
          desde={{
            etiqueta: 'Fecha inicial',
            campo: form.campo('fechaInicial'),
            valor: fechaInicial,
            onChange: setFechaInicial,
          }}
          hasta={{
            etiqueta: 'Fecha final',
            campo: form.campo('fechaFinal'),
            valor: fechaFinal,
            onChange: setFechaFinal,
          }}
        />
        <Form.Item label="Sucursales" htmlFor="sucursales">
          <Space wrap style={{ marginBottom: 8 }}>
            <Typography.Text strong>Seleccionadas ({sucursales.length})</Typography.Text>
            <Button size="small" onClick={() => setSucursales(activas.map((s) => s.codSucursal))}>
              Todas
            </Button>
            <Button size="small" onClick={() => setSucursales([])}>
              Quitar Todas
            </Button>
          </Space>
          <SelectBuscable<number[]>
            {...form.campo('sucursales')}
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="Elija las sucursales"
            aria-label="Sucursales"
            style={{ width: '100%' }}
            value={sucursales}
            onChange={setSucursales}
            options={activas.map((s) => ({
              value: s.codSucursal,
              label: `${s.codSucursal} - ${s.sucursal}`,
            }))}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};

/** 'Nueva Promoción' / 'Modificar Promoción' (001 §2): the image, the dates and the branches. */
export const PromocionModal = ({ linea, id, onClose }: { linea: Linea; id: number; onClose: () => void }) => {
  const promocion = usePromocion(linea, id);
  useEffect(() => {
    if (promocion.isError) onClose();
  }, [promocion.isError, onClose]);
  // A failed read has shown its message already (the api's dialog); nothing to edit then.
  if (id > 0 && !promocion.data) return <Spin fullscreen spinning={promocion.isPending} />;
  return <Formulario linea={linea} promocion={promocion.data ?? null} onClose={onClose} />;
};
