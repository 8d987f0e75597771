import {
  type CampoVacante,
  MODALIDADES_EMPLEO,
  bolsaMessages as m,
  TIPOS_EMPLEO,
  VACANTE_MAX,
  type Vacante,
  validarVacante,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoArea, TextoInput } from '@/ui/TextoInput';
import { useGuardarVacante, useSucursalesInfo } from './api';
import { ciudadesDe, estadosDe, opcionesCon } from './ubicaciones';

type Campos = Omit<Vacante, 'idVacante' | 'estatus' | 'usuario' | 'numAplicantes'>;

const VACIA: Campos = {
  area: '',
  titulo: '',
  salario: '',
  ubicacion: '',
  estado: '',
  ciudad: '',
  seccionSobre: '',
  seccionDetalles: '',
  seccionDescripcion: '',
  seccionOfrecemos: '',
  tipoEmpleo: '',
  modalidadEmpleo: '',
};

const CAMPOS: CampoVacante[] = [
  'area',
  'titulo',
  'salario',
  'ubicacion',
  'estado',
  'ciudad',
  'tipoEmpleo',
  'modalidadEmpleo',
  'seccionSobre',
  'seccionDetalles',
  'seccionDescripcion',
  'seccionOfrecemos',
];

const SECCIONES: { campo: keyof Campos & CampoVacante; etiqueta: string }[] = [
  { campo: 'seccionSobre', etiqueta: 'Sobre nosotros' },
  { campo: 'seccionDetalles', etiqueta: 'Detalles' },
  { campo: 'seccionDescripcion', etiqueta: 'Descripción del puesto' },
  { campo: 'seccionOfrecemos', etiqueta: 'Ofrecemos' },
];

/** 'Nueva vacante' / 'Editar vacante': every field of 001 §3 Vacancy; the server sets estatus A and the user. */
export const VacanteModal = ({ vacante, onClose }: { vacante: Vacante | null; onClose: () => void }) => {
  const [v, setV] = useState<Campos>(() => {
    if (!vacante) return VACIA;
    const { idVacante: _i, estatus: _e, usuario: _u, numAplicantes: _n, ...campos } = vacante;
    return campos;
  });
  const cambiar = (c: Partial<Campos>) => setV((actual) => ({ ...actual, ...c }));
  const sucursales = useSucursalesInfo();
  const guardar = useGuardarVacante();
  const lista = sucursales.data ?? [];
  const form = useFormulario<CampoVacante>({
    campos: CAMPOS,
    enfocarAlAbrir: true,
    validar: () => validarVacante(v),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({ idVacante: vacante?.idVacante ?? 0, ...v });
      successToast(answer.message || m.guardada);
      onClose();
    },
  });

  const texto = (campo: keyof Campos & CampoVacante, max: number) => ({
    ...form.campo(campo),
    maxLength: max,
    value: v[campo],
    onChange: (e: { target: { value: string } }) => cambiar({ [campo]: e.target.value }),
  });
  const seleccion = (campo: 'estado' | 'ciudad' | 'tipoEmpleo' | 'modalidadEmpleo', placeholder: string) => ({
    ...form.campo(campo),
    placeholder,
    value: v[campo] || undefined,
    style: { width: '100%' },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={vacante ? 'Editar vacante' : 'Nueva vacante'}
      width={820}
    >
      <Form layout="vertical">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item label="Área" htmlFor="area" required>
              <TextoInput {...texto('area', VACANTE_MAX.area)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Título" htmlFor="titulo" required>
              <TextoInput {...texto('titulo', VACANTE_MAX.titulo)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Salario" htmlFor="salario">
              <TextoInput
                {...texto('salario', VACANTE_MAX.salario)}
                placeholder="Ej. $12,000 mensuales o A convenir"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ubicación" htmlFor="ubicacion" required>
              <TextoInput {...texto('ubicacion', VACANTE_MAX.ubicacion)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Estado" htmlFor="estado" required>
              <SelectBuscable
                {...seleccion('estado', 'Seleccione un estado')}
                loading={sucursales.isFetching}
                options={opcionesCon(estadosDe(lista), vacante?.estado ?? '')}
                // A new state empties the city: it must be one of that state's localities.
                onChange={(estado: string) =>
                  cambiar({ estado, ciudad: estado === v.estado ? v.ciudad : '' })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ciudad" htmlFor="ciudad" required>
              <SelectBuscable
                {...seleccion('ciudad', v.estado ? 'Seleccione una ciudad' : 'Seleccione primero el estado')}
                disabled={!v.estado}
                options={opcionesCon(
                  ciudadesDe(lista, v.estado),
                  vacante && v.estado === vacante.estado ? vacante.ciudad : '',
                )}
                onChange={(ciudad: string) => cambiar({ ciudad })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Tipo de empleo" htmlFor="tipoEmpleo" required>
              <SelectBuscable
                {...seleccion('tipoEmpleo', 'Seleccione el tipo de empleo')}
                options={TIPOS_EMPLEO.map((t) => ({ value: t, label: t }))}
                onChange={(tipoEmpleo: string) => cambiar({ tipoEmpleo })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Modalidad" htmlFor="modalidadEmpleo" required>
              <SelectBuscable
                {...seleccion('modalidadEmpleo', 'Seleccione la modalidad')}
                options={MODALIDADES_EMPLEO.map((t) => ({ value: t, label: t }))}
                onChange={(modalidadEmpleo: string) => cambiar({ modalidadEmpleo })}
              />
            </Form.Item>
          </Col>
          {SECCIONES.map(({ campo, etiqueta }) => (
            <Col xs={24} key={campo}>
              <Form.Item label={etiqueta} htmlFor={campo} required={campo === 'seccionDescripcion'}>
                <TextoArea {...texto(campo, VACANTE_MAX.seccion)} autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </ModalFormulario>
  );
};
