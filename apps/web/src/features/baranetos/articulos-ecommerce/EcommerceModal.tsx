import { PlusOutlined } from '@ant-design/icons';
import {
  DESCRIPCION_ECOMMERCE_MAX,
  ECOMMERCE_TOAST_SECONDS,
  esTipoColor,
  ecommerceMessages as m,
  type Principal,
  validarValorVariante,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { Button, Checkbox, Col, Form, Row, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { BuscadorArticuloBaranetos } from '@/ui/buscadores';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalEditable } from '@/ui/ModalEditable';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarEcommerce, usePrincipal } from './api';
import { type ArticuloElegido, useVariantes } from './useVariantes';
import { VarianteCampos } from './VarianteCampos';
import { VariantesTable } from './VariantesTable';

/**
 * 'Nuevo Artículo ECommerce' (also its edit): a principal with one article, or with variants of one
 * type. New items are removed outright; persisted ones are marked EsEliminado and sent (003 §4).
 */
export const EcommerceModal = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const existente = usePrincipal(id);
  const guardar = useGuardarEcommerce();
  const variantes = useVariantes(id);

  const [descripcion, setDescripcion] = useState('');
  const [manejaVariantes, setManejaVariantes] = useState(false);
  const [tipo, setTipo] = useState(0);
  const [descVariante, setDescVariante] = useState('');
  const [valor, setValor] = useState('');
  const [articulo, setArticulo] = useState<ArticuloElegido | null>(null);

  // An edit starts from the persisted principal.
  const cargar = variantes.cargar;
  useEffect(() => {
    const p: Principal | undefined = existente.data;
    if (!p) return;
    setDescripcion(p.descripcion);
    setManejaVariantes(p.manejaVariantes);
    setTipo(p.varianteSeleccionada);
    cargar(p);
    if (!p.manejaVariantes && p.codArticulo)
      setArticulo({ codArticulo: p.codArticulo, descripcion: p.descripcionArticulo, codBarras: '' });
  }, [existente.data, cargar]);

  const { vivos } = variantes;
  const color = esTipoColor(tipo);
  const puedeAgregar = !!articulo && (!manejaVariantes || valor.trim() !== '');
  const puedeGuardar = manejaVariantes ? vivos.length > 0 : !!articulo;

  const form = useFormulario({
    campos: ['descripcionEcommerce', 'tipoVariante', 'descripcionVariante', 'valorVariante', 'articulo'],
    enfocarAlAbrir: true,
    enterEnvia: false, // the last field is the article search: Enter there chooses an article
    validar: () => (descripcion.trim() ? null : { campo: 'descripcionEcommerce', message: m.sinDescripcion }),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({
        idCatArticulosArticuloPrincipal: id,
        Descripcion: descripcion.trim(),
        ManejaVariantes: manejaVariantes,
        CodArticulo: manejaVariantes ? null : (articulo?.codArticulo ?? null),
        Articulos: variantes.paraGuardar(manejaVariantes, tipo),
      });
      successToast(answer.message || m.guardado, ECOMMERCE_TOAST_SECONDS);
      onClose();
    },
  });

  const onManejaVariantes = async (checked: boolean) => {
    if (vivos.length > 0 && !(await confirmDialog(m.deseaQuitarVariantes))) return;
    variantes.descartar(() => true);
    setManejaVariantes(checked);
    setArticulo(null);
  };

  const onTipo = (nuevo: number) => {
    setTipo(nuevo);
    // 003 §5: a type above 2 is not a colour; what was captured for the old type no longer fits.
    if (nuevo > 2) {
      setValor('');
      setDescVariante('');
    } else if (validarValorVariante(nuevo, valor) !== null) {
      // A text typed for another type ('Chico') is not a colour: the picker starts empty.
      setValor('');
    }
  };

  const onAgregar = async () => {
    if (!articulo) return;
    if (!tipo) {
      await warningDialog(m.sinTipo);
      form.enfocar('tipoVariante');
      return;
    }
    const failure = variantes.agregar(articulo, tipo, descVariante.trim(), valor.trim());
    if (failure) {
      void warningDialog(failure);
      return;
    }
    setArticulo(null);
    setDescVariante('');
    setValor('');
  };

  return (
    <ModalEditable
      width={900}
      title={id > 0 ? 'Artículo ECommerce' : 'Nuevo Artículo ECommerce'}
      onClose={onClose}
      cancelText="Cancelar"
      footer={(_, { CancelBtn }) => [
        <CancelBtn key="cancelar" />,
        <Button
          key="guardar"
          type="primary"
          disabled={!puedeGuardar}
          loading={form.ocupado}
          onClick={() => void form.enviar()}
        >
          Guardar
        </Button>,
      ]}
    >
      <Spin spinning={id > 0 && existente.isFetching}>
        <Form layout="vertical">
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item label="Descripción" htmlFor="descripcionEcommerce">
                <TextoInput
                  {...form.campo('descripcionEcommerce')}
                  maxLength={DESCRIPCION_ECOMMERCE_MAX}
                  value={descripcion}
                  onChange={(e) => setDescripcion(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} style={{ display: 'flex', alignItems: 'center' }}>
              <Checkbox checked={manejaVariantes} onChange={(e) => void onManejaVariantes(e.target.checked)}>
                Maneja Variantes
              </Checkbox>
            </Col>
          </Row>
          {manejaVariantes && (
            <VarianteCampos
              campo={form.campo}
              tipo={tipo}
              onTipo={onTipo}
              bloqueado={vivos.length > 0}
              color={color}
              descVariante={descVariante}
              onDescVariante={setDescVariante}
              valor={valor}
              onValor={setValor}
            />
          )}
          <Form.Item label="Artículo" htmlFor="articulo">
            <Space.Compact style={{ width: '100%' }}>
              <BuscadorArticuloBaranetos
                id="articulo"
                variante="ecommerce"
                allowClear
                value={articulo?.codArticulo ?? null}
                elegido={articulo}
                onChange={(_, a) => setArticulo(a)}
              />
              {manejaVariantes && (
                <Button icon={<PlusOutlined />} disabled={!puedeAgregar} onClick={() => void onAgregar()}>
                  Agregar
                </Button>
              )}
            </Space.Compact>
          </Form.Item>
        </Form>
        {manejaVariantes && (
          <VariantesTable
            items={vivos}
            color={color}
            onQuitar={async (item) => {
              if (await confirmDialog(m.deseaDescartar)) variantes.descartar((i) => i === item);
            }}
          />
        )}
      </Spin>
    </ModalEditable>
  );
};
