import {
  type CampoCliente,
  esRfcValido,
  fallaCliente,
  MASCARA_TELEFONO,
  empresasCreditoMessages as m,
  normalizarRfc,
  type RegimenFiscal,
  RFC_LARGO,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { Button, Checkbox, Col, Form, Row, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { conMascara } from '@/lib/mascara';
import { useAccion } from '@/lib/useAccion';
import { useFormulario } from '@/lib/useFormulario';
import { errorDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { colonias as buscarColonias, consultarRfc, guardar, verificar } from './api';
import { CampoColonia } from './CampoColonia';
import { CorreosCliente } from './CorreosCliente';

interface Datos {
  codCliente: number;
  nombre: string;
  nombreComercial: string;
  telefono: string;
  calle: string;
  numExterior: string;
  numInterior: string;
  codPostal: string;
  colonia: string;
  regimenFiscal: string;
  publicoGeneral: boolean;
  correos: string[];
}
const VACIO: Datos = {
  codCliente: 0,
  nombre: '',
  nombreComercial: '',
  telefono: '',
  calle: '',
  numExterior: '',
  numInterior: '',
  codPostal: '',
  colonia: '',
  regimenFiscal: '',
  publicoGeneral: false,
  correos: [],
};
const CAMPOS: CampoCliente[] = [
  'nombre',
  'nombreComercial',
  'telefono',
  'calle',
  'numExterior',
  'codPostal',
  'colonia',
  'regimenFiscal',
];

/**
 * The credit customer's modal (002 §4): the RFC step (checked, looked up, then locked), then the
 * form, the e-mails and Guardar; the checks in the spec's order, the RFC verification, the save.
 */
export const ClienteModal = ({
  rfcInicial,
  onClose,
  onGuardado,
}: {
  rfcInicial?: string;
  onClose: () => void;
  onGuardado: () => void;
}) => {
  const [rfc, setRfc] = useState(rfcInicial ?? '');
  const [consultado, setConsultado] = useState(false);
  const [datos, setDatos] = useState<Datos>(VACIO);
  const [regimenes, setRegimenes] = useState<RegimenFiscal[]>([]);
  const [colonias, setColonias] = useState<string[]>([]);
  const [coloniaLibre, setColoniaLibre] = useState(false);
  const consulta = useAccion();
  const cambiar = (d: Partial<Datos>) => setDatos((a) => ({ ...a, ...d }));

  /** The postal code's colonias; a colonia not among them (or none found) switches to free text. */
  const cargarColonias = async (cp: string, colonia: string) => {
    try {
      const lista = (await buscarColonias(cp)).map((c) => c.colonia);
      setColonias(lista);
      setColoniaLibre(!lista.length || (colonia !== '' && !lista.includes(colonia)));
    } catch {
      setColonias([]);
      setColoniaLibre(true);
      await errorDialog(m.errorCodigoPostal);
    }
  };

  const consultar = () =>
    consulta.ejecutar(async () => {
      const normal = normalizarRfc(rfc);
      if (!esRfcValido(normal)) {
        setRfc('');
        return void (await warningDialog(m.rfcInvalido));
      }
      setRfc(normal);
      const r = await consultarRfc(normal);
      const d = r.data;
      if (!d || d.code < 0) return void (await errorDialog(r.message));
      if (d.code > 0) return void (await warningDialog(r.message));
      setRegimenes(d.regimenFiscal);
      const [cliente] = d.clientes;
      const [domicilio] = d.domicilios;
      if (cliente) {
        setDatos({
          codCliente: cliente.codCliente,
          nombre: cliente.nombre,
          nombreComercial: cliente.nombreComercial,
          telefono: cliente.telefono,
          calle: domicilio?.calle ?? '',
          numExterior: domicilio?.numExterior ?? '',
          numInterior: domicilio?.numInterior ?? '',
          codPostal: domicilio?.codPostal ?? '',
          colonia: domicilio?.colonia ?? '',
          regimenFiscal: cliente.regimenFiscal,
          publicoGeneral: cliente.publicoGeneral,
          correos: d.correos.map((c) => c.correo),
        });
        if (domicilio?.codPostal) await cargarColonias(domicilio.codPostal, domicilio.colonia);
      } else setDatos(VACIO);
      setConsultado(true);
    });

  // Editing from the list: the RFC is looked up as the modal opens.
  const consultarAlAbrir = useRef(rfcInicial ? consultar : null);
  useEffect(() => {
    void consultarAlAbrir.current?.();
  }, []);

  const form = useFormulario<CampoCliente>({
    campos: CAMPOS,
    enterEnvia: false,
    validar: () => {
      const falla = fallaCliente({ ...datos, domicilio: datos });
      return falla && { campo: falla.campo, message: falla.mensaje };
    },
    enviar: async () => {
      const v = await verificar({
        rfc,
        codigoPostal: datos.codPostal,
        nombre: datos.nombre,
        regimenFiscal: datos.regimenFiscal,
      });
      if (!v.valor) return void (await warningDialog(v.mensaje));
      const { calle, numExterior, numInterior, codPostal, colonia, ...cliente } = datos;
      const r = await guardar({
        ...cliente,
        rfc,
        domicilio: { calle, numExterior, numInterior, codPostal, colonia },
      });
      successToast(r.message);
      onGuardado();
    },
  });

  const texto = (campo: keyof Datos & CampoCliente, etiqueta: string, max: number, extra: object = {}) => (
    <Form.Item label={etiqueta} htmlFor={campo}>
      <TextoInput
        {...form.campo(campo)}
        maxLength={max}
        value={datos[campo] as string}
        onChange={(e) => cambiar({ [campo]: e.target.value })}
        {...extra}
      />
    </Form.Item>
  );

  return (
    <ModalFormulario
      title={datos.codCliente ? 'Editar empresa crédito' : 'Nueva empresa crédito'}
      width={760}
      form={form}
      onClose={onClose}
      okButtonProps={{ style: consultado ? undefined : { display: 'none' } }}
      maskClosable={false}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="RFC" htmlFor="rfc">
          <Space.Compact style={{ width: '100%' }}>
            <TextoInput
              id="rfc"
              autoFocus
              maxLength={RFC_LARGO}
              value={rfc}
              disabled={consultado}
              onChange={(e) => setRfc(e.target.value.toUpperCase())}
              onPressEnter={() => void consultar()}
            />
            <Button
              type="primary"
              disabled={consultado}
              loading={consulta.ocupado}
              onClick={() => void consultar()}
            >
              Consultar
            </Button>
          </Space.Compact>
        </Form.Item>
        {consultado && (
          <>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                {texto('nombre', 'Razón social', 254)}
              </Col>
              <Col xs={24} md={12}>
                {texto('nombreComercial', 'Nombre comercial', 254)}
              </Col>
              <Col xs={24} md={8}>
                {texto('telefono', 'Teléfono', MASCARA_TELEFONO.length, {
                  inputMode: 'tel',
                  onChange: (e: { target: { value: string } }) =>
                    cambiar({ telefono: conMascara(e.target.value, MASCARA_TELEFONO) }),
                })}
              </Col>
              <Col xs={24} md={16}>
                {texto('calle', 'Calle', 100)}
              </Col>
              <Col xs={12} md={6}>
                {texto('numExterior', 'No. exterior', 20)}
              </Col>
              <Col xs={12} md={6}>
                <Form.Item label="No. interior" htmlFor="numInterior">
                  <TextoInput
                    id="numInterior"
                    maxLength={20}
                    value={datos.numInterior}
                    onChange={(e) => cambiar({ numInterior: e.target.value })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                {texto('codPostal', 'Código postal', 5, {
                  inputMode: 'numeric',
                  onChange: (e: { target: { value: string } }) => {
                    const cp = e.target.value.replace(/\D/g, '').slice(0, 5);
                    cambiar({ codPostal: cp, colonia: '' });
                    setColonias([]);
                    if (cp.length === 5) void cargarColonias(cp, '');
                  },
                })}
              </Col>
              <Col xs={24} md={12}>
                <CampoColonia
                  campo={form.campo('colonia')}
                  colonias={colonias}
                  libre={coloniaLibre}
                  onLibre={setColoniaLibre}
                  value={datos.colonia}
                  onChange={(colonia) => cambiar({ colonia })}
                />
              </Col>
              <Col xs={24} md={18}>
                <Form.Item label="Régimen fiscal" htmlFor="regimenFiscal">
                  <Select
                    {...form.campo('regimenFiscal')}
                    placeholder="Seleccione el régimen fiscal"
                    value={datos.regimenFiscal || undefined}
                    onChange={(regimenFiscal) => cambiar({ regimenFiscal })}
                    options={regimenes.map((r) => ({
                      value: r.regimenFiscal,
                      label: `${r.regimenFiscal} - ${r.descripcion}`,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label=" ">
                  <Checkbox
                    checked={datos.publicoGeneral}
                    onChange={(e) => cambiar({ publicoGeneral: e.target.checked })}
                  >
                    Público general
                  </Checkbox>
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Correos de facturación">
              <CorreosCliente
                codCliente={datos.codCliente}
                correos={datos.correos}
                onChange={(correos) => cambiar({ correos })}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </ModalFormulario>
  );
};
