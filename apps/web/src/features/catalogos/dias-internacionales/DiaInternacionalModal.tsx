import {
  type CampoDia,
  type DiaInternacional,
  diasInternacionalesMessages as m,
  TITULO_MAX,
  validarDiaInternacional,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { prepararDescripcion } from '@farmasi/contracts/catalogos/dias-internacionales/descripcion';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { readSession } from '@/lib/session';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarDia } from './api';
import { DiaMesInput } from './DiaMesInput';
import { EditorDescripcion } from './EditorDescripcion';

type Campo = CampoDia | 'titulo';

/** 'Nuevo día internacional' / 'Editar día internacional'. */
export const DiaInternacionalModal = ({
  dia,
  onClose,
}: {
  dia: DiaInternacional | null;
  onClose: () => void;
}) => {
  const [titulo, setTitulo] = useState(dia?.titulo ?? '');
  const [fecha, setFecha] = useState(dia?.fecha ?? '');
  const [descripcion, setDescripcion] = useState(dia?.descripcion ?? '');
  const [fechaInicio, setFechaInicio] = useState(dia?.fechaInicio ?? '');
  const [fechaFin, setFechaFin] = useState(dia?.fechaFin ?? '');
  const guardar = useGuardarDia();
  // The spec's transformations before the checks, so the 120 characters are those that will be stored.
  const body = {
    idCatDiasInternacionales: dia?.idCatDiasInternacionales ?? 0,
    fecha,
    titulo: titulo.trim(),
    descripcion: prepararDescripcion(descripcion),
    fechaInicio,
    fechaFin,
    usuario: readSession()?.idUser ?? 0,
  };
  const form = useFormulario<Campo>({
    campos: ['titulo', 'fecha', 'descripcion', 'fechaInicio', 'fechaFin'],
    enfocarAlAbrir: true,
    validar: () => validarDiaInternacional(body),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync(body);
      successToast(answer.message || m.guardado);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={640}
      title={dia ? 'Editar día internacional' : 'Nuevo día internacional'}
    >
      <Form layout="vertical">
        <Form.Item label="Título" htmlFor="titulo">
          <TextoInput
            {...form.campo('titulo')}
            maxLength={TITULO_MAX}
            value={titulo}
            onChange={(e) => setTitulo(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Fecha" htmlFor="fecha">
          <DiaMesInput id="fecha" etiqueta="la fecha" value={fecha} onChange={setFecha} />
        </Form.Item>
        <Form.Item label="Descripción" htmlFor="descripcion">
          <EditorDescripcion id="descripcion" inicial={dia?.descripcion ?? ''} onChange={setDescripcion} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Se muestra desde" htmlFor="fechaInicio">
              <DiaMesInput id="fechaInicio" etiqueta="inicio" value={fechaInicio} onChange={setFechaInicio} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Hasta" htmlFor="fechaFin">
              <DiaMesInput id="fechaFin" etiqueta="fin" value={fechaFin} onChange={setFechaFin} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </ModalFormulario>
  );
};
