import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DESCRIPCION_ECOMMERCE_MAX,
  ECOMMERCE_TOAST_SECONDS,
  esTipoColor,
  ecommerceMessages as m,
  type Principal,
  VARIANTE_MAX,
  type VarianteItem,
  validarNuevoItem,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import {
  Button,
  Checkbox,
  Col,
  ColorPicker,
  Form,
  Input,
  type InputRef,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  type TableColumnsType,
  Tooltip,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BuscadorArticuloBaranetos } from '@/ui/buscadores';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';

interface ArticuloElegido {
  codArticulo: number;
  descripcion: string;
  codBarras: string;
}

import { useGuardarEcommerce, usePrincipal, useTiposVariante } from './api';

const Muestra = ({ valor }: { valor: string }) => (
  <Space>
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: 3,
        background: valor,
        border: '1px solid #d9d9d9',
      }}
    />
    {valor}
  </Space>
);

/**
 * 'Nuevo Artículo ECommerce' (also its edit): a principal with one article, or with variants of one
 * type. New items are removed outright; persisted ones are marked EsEliminado and sent (003 §4).
 */
export const EcommerceModal = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const existente = usePrincipal(id);
  const tipos = useTiposVariante();
  const guardar = useGuardarEcommerce();
  const descripcionRef = useRef<InputRef>(null);

  const [descripcion, setDescripcion] = useState('');
  const [manejaVariantes, setManejaVariantes] = useState(false);
  const [tipo, setTipo] = useState(0);
  const [descVariante, setDescVariante] = useState('');
  const [valor, setValor] = useState('');
  const [articulo, setArticulo] = useState<ArticuloElegido | null>(null);
  const [items, setItems] = useState<VarianteItem[]>([]);

  // An edit starts from the persisted principal.
  useEffect(() => {
    const p: Principal | undefined = existente.data;
    if (!p) return;
    setDescripcion(p.descripcion);
    setManejaVariantes(p.manejaVariantes);
    setTipo(p.varianteSeleccionada);
    setItems(p.articulos);
    if (!p.manejaVariantes && p.codArticulo)
      setArticulo({ codArticulo: p.codArticulo, descripcion: p.descripcionArticulo, codBarras: '' });
  }, [existente.data]);

  const vivos = items.filter((i) => i.EsEliminado !== 1);
  const color = esTipoColor(tipo);
  const puedeAgregar = !!articulo && (!manejaVariantes || valor.trim() !== '');
  const puedeGuardar = manejaVariantes ? vivos.length > 0 : !!articulo;

  /** New items go; persisted ones stay hidden with EsEliminado 1 so the server deletes them. */
  const descartar = (quitar: (i: VarianteItem) => boolean) =>
    setItems((prev) =>
      prev.flatMap((i) =>
        !quitar(i)
          ? [i]
          : i.IdCatArticulosVariantesOpcionesValores > 0
            ? [{ ...i, EsEliminado: 1 as const }]
            : [],
      ),
    );

  const onManejaVariantes = async (checked: boolean) => {
    if (vivos.length > 0 && !(await confirmDialog(m.deseaQuitarVariantes))) return;
    descartar(() => true);
    setManejaVariantes(checked);
    setArticulo(null);
  };

  const onTipo = (nuevo: number) => {
    setTipo(nuevo);
    // 003 §5: a type above 2 is not a colour; what was captured for the old type no longer fits.
    if (nuevo > 2) {
      setValor('');
      setDescVariante('');
    }
  };

  const onAgregar = () => {
    if (!articulo) return;
    if (!tipo) {
      void warningDialog(m.sinTipo);
      return;
    }
    const nuevo = {
      CodArticulo: articulo.codArticulo,
      DescripcionVariante: descVariante.trim(),
      ValorVariante: valor.trim(),
    };
    const failure = validarNuevoItem(items, nuevo);
    if (failure) {
      void warningDialog(failure);
      return;
    }
    setItems((prev) => [
      ...prev,
      {
        ...nuevo,
        DescripcionArticulo: articulo.descripcion,
        CodBarras: articulo.codBarras,
        IdCatArticulosVariantesOpciones: tipo,
        IdCatArticulosVariantesOpcionesValores: 0,
        idCatArticulosVariantes: 0,
        EsEliminado: 0,
        IdCatArticulosArticuloPrincipal: id,
      },
    ]);
    setArticulo(null);
    setDescVariante('');
    setValor('');
  };

  const onQuitar = async (item: VarianteItem) => {
    if (!(await confirmDialog(m.deseaDescartar))) return;
    descartar((i) => i === item);
  };

  const onGuardar = async () => {
    if (!descripcion.trim()) {
      descripcionRef.current?.focus();
      void warningDialog(m.sinDescripcion);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    guardar.mutate(
      {
        idCatArticulosArticuloPrincipal: id,
        Descripcion: descripcion.trim(),
        ManejaVariantes: manejaVariantes,
        CodArticulo: manejaVariantes ? null : (articulo?.codArticulo ?? null),
        Articulos: manejaVariantes
          ? items.map((i) => ({ ...i, IdCatArticulosVariantesOpciones: tipo }))
          : items
              .map((i) => ({ ...i, EsEliminado: 1 as const }))
              .filter((i) => i.IdCatArticulosVariantesOpcionesValores > 0),
      },
      {
        onSuccess: (answer) => {
          successToast(answer.message || m.guardado, ECOMMERCE_TOAST_SECONDS);
          onClose();
        },
      },
    );
  };

  const columns: TableColumnsType<VarianteItem> = [
    { title: 'CodArticulo', dataIndex: 'CodArticulo', width: 110 },
    { title: 'Descripción', dataIndex: 'DescripcionArticulo' },
    { title: 'Descripción Variante', dataIndex: 'DescripcionVariante' },
    {
      title: 'Valor Variante',
      dataIndex: 'ValorVariante',
      render: (v: string) => (color && /^#/.test(v) ? <Muestra valor={v} /> : v),
    },
    {
      title: 'Quitar',
      key: 'quitar',
      width: 70,
      render: (_, item) => (
        <Tooltip title="Quitar">
          <Button
            danger
            aria-label={`Quitar ${item.CodArticulo}`}
            icon={<DeleteOutlined />}
            onClick={() => void onQuitar(item)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Modal
      open
      width={900}
      title={id > 0 ? 'Artículo ECommerce' : 'Nuevo Artículo ECommerce'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancelar" onClick={onClose}>
          Cancelar
        </Button>,
        <Button
          key="guardar"
          type="primary"
          disabled={!puedeGuardar}
          loading={guardar.isPending}
          onClick={() => void onGuardar()}
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
                <Input
                  ref={descripcionRef}
                  id="descripcionEcommerce"
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
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label="Tipo de variante" htmlFor="tipoVariante">
                  <Select
                    id="tipoVariante"
                    placeholder="Seleccione un tipo"
                    value={tipo || undefined}
                    onChange={onTipo}
                    disabled={vivos.length > 0}
                    options={(tipos.data ?? []).map((t) => ({
                      value: t.idCatArticulosVariantesOpciones,
                      label: t.descripcion,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Descripción variante" htmlFor="descripcionVariante">
                  <Input
                    id="descripcionVariante"
                    maxLength={VARIANTE_MAX}
                    value={descVariante}
                    onChange={(e) => setDescVariante(e.target.value)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Valor variante" htmlFor="valorVariante">
                  {color ? (
                    <ColorPicker
                      showText
                      format="hex"
                      disabledAlpha
                      value={valor || null}
                      onChangeComplete={(c) => setValor(c.toHexString())}
                    >
                      <Button id="valorVariante" aria-label="Valor variante">
                        {valor ? <Muestra valor={valor} /> : 'Elegir color'}
                      </Button>
                    </ColorPicker>
                  ) : (
                    <Input
                      id="valorVariante"
                      maxLength={VARIANTE_MAX}
                      value={valor}
                      onChange={(e) => setValor(e.target.value)}
                    />
                  )}
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item label="Artículo" htmlFor="articulo">
            <Space.Compact style={{ width: '100%' }}>
              <BuscadorArticuloBaranetos
                id="articulo"
                allowClear
                value={articulo?.codArticulo ?? null}
                elegido={articulo}
                onChange={(_, a) => setArticulo(a)}
              />
              {manejaVariantes && (
                <Button icon={<PlusOutlined />} disabled={!puedeAgregar} onClick={onAgregar}>
                  Agregar
                </Button>
              )}
            </Space.Compact>
          </Form.Item>
        </Form>
        {manejaVariantes && (
          <DataTable<VarianteItem>
            rowKey={(i) => `${i.CodArticulo}-${i.IdCatArticulosVariantesOpcionesValores}`}
            columns={columns}
            dataSource={vivos}
            pagination={false}
          />
        )}
      </Spin>
    </Modal>
  );
};
