import {
  type Domicilio,
  type DomicilioInput,
  medicosMessages as m,
  validarDomicilio,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { avisarFallo } from '@/lib/avisarFallo';
import { onlyDigits } from '@/lib/keys';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useEstados, useModificarDomicilio } from './api';
import { camposCambiados } from './cambios';

type Campos = Omit<DomicilioInput, 'idCatAntibioticosDomicilios' | 'idCatAntibioticosMedicos'>;
type Texto = Exclude<keyof Campos, 'cod_Estado'>;

const textos: [Texto, string, number, number][] = [
  ['calle', 'Calle', 200, 24],
  ['numExterior', 'Número exterior', 20, 12],
  ['numInterior', 'Número interior', 20, 12],
  ['colonia', 'Colonia', 200, 16],
  ['cP', 'Código postal', 5, 8],
  ['municipio', 'Municipio', 200, 12],
  ['pais', 'País', 60, 12],
];

/** 'Editar Dirección': one address of a doctor; changed fields are marked against the original. */
export const EditarDomicilioModal = ({
  domicilio,
  onClose,
}: {
  domicilio: Domicilio;
  onClose: () => void;
}) => {
  const original: Campos = {
    calle: domicilio.calle,
    numExterior: domicilio.numExterior,
    numInterior: domicilio.numInterior,
    colonia: domicilio.colonia,
    cP: domicilio.cP,
    municipio: domicilio.municipio,
    cod_Estado: domicilio.cod_Estado,
    pais: domicilio.pais,
  };
  const [campos, setCampos] = useState<Campos>(original);
  const estados = useEstados();
  const guardar = useModificarDomicilio();
  const cambiados = camposCambiados(original, campos);
  const marca = (campo: keyof Campos, antes: string) =>
    cambiados.has(campo)
      ? { validateStatus: 'warning' as const, help: `Modificado (antes: ${antes || 'vacío'})` }
      : {};

  const form = useFormulario<keyof Campos>({
    campos: [...textos.map(([campo]) => campo), 'cod_Estado'],
    idDe: (campo) => `domicilio-${campo}`,
    enfocarAlAbrir: true,
    enterEnvia: false, // Enter walks the fields; 'Guardar' saves
    validar: () => validarDomicilio(campos),
    enviar: async () => {
      const a = await guardar.mutateAsync(
        {
          idCatAntibioticosDomicilios: domicilio.idCatAntibioticosDomicilios,
          idCatAntibioticosMedicos: domicilio.idCatAntibioticosMedicos,
          ...campos,
        },
        { onError: avisarFallo(m.errorModificarDomicilio) },
      );
      successToast(a.message || m.domicilioModificado);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={720}
      title={m.editarDireccion}
      okButtonProps={{ disabled: cambiados.size === 0 }}
    >
      <Form layout="vertical">
        <Row gutter={12}>
          {textos.map(([campo, etiqueta, max, span]) => (
            <Col key={campo} span={span}>
              <Form.Item label={etiqueta} {...marca(campo, original[campo])}>
                <TextoInput
                  {...form.campo(campo)}
                  aria-label={etiqueta}
                  value={campos[campo]}
                  maxLength={max}
                  onChange={(e) =>
                    setCampos((c) => ({
                      ...c,
                      [campo]: campo === 'cP' ? onlyDigits(e.target.value) : e.target.value,
                    }))
                  }
                />
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item label="Estado" {...marca('cod_Estado', domicilio.estado)}>
              <SelectBuscable
                {...form.campo('cod_Estado')}
                aria-label="Estado"
                loading={estados.isFetching}
                value={campos.cod_Estado}
                onChange={(v: number) => setCampos((c) => ({ ...c, cod_Estado: v }))}
                options={(estados.data?.estados ?? []).map((e) => ({
                  value: e.cod_Estado,
                  label: e.descripcion,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </ModalFormulario>
  );
};
