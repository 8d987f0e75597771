import { DeleteOutlined, EditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import {
  type Costo,
  articulosMsg as m,
  type sucursalCostoSchema,
  validarCosto,
} from '@farmasi/contracts/catalogos/articulos';
import { Button, Checkbox, Col, Form, InputNumber, Modal, Row, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { filtrarOpcion } from '@/lib/texto';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { Money } from '@/ui/Money';
import { SeleccionModal } from '@/ui/SeleccionModal';
import {
  useCostos,
  useEliminarCosto,
  useGuardarCosto,
  useGuardarSucursalesCosto,
  useMarcas,
  useProveedoresDeMarca,
  useSucursalesCosto,
} from './api';

const nuevoCosto = (codArticulo: number): Costo => ({
  idCatArticulosProveedoresCostosEnc: 0,
  codArticulo,
  idCatProveedoresMarcasEnc: 0,
  idCatProveedoresMarcasDet: 0,
  proveedor: '',
  costo: 0,
  precioMayoreo: 0,
  precioPublico: 0,
  precioGlobal: false,
  tieneDetalle: false,
  NuevaMarca: true,
});

/** Supplier cost modal: brand, supplier, cost (4 decimals), wholesale and public prices (2), default. */
const CostoModal = ({ costo, onClose }: { costo: Costo; onClose: () => void }) => {
  const [c, setC] = useState(costo);
  const marcas = useMarcas();
  const proveedores = useProveedoresDeMarca(c.idCatProveedoresMarcasEnc);
  const guardar = useGuardarCosto();
  const onOk = () => {
    const falla = validarCosto(c);
    if (falla) return void warningDialog(falla);
    guardar.mutate(c, {
      onSuccess: (r) => {
        successToast(r.message);
        onClose();
      },
    });
  };
  const num = (campo: 'costo' | 'precioMayoreo' | 'precioPublico', label: string, precision: number) => (
    <Col span={8}>
      <Form.Item label={label}>
        <InputNumber
          aria-label={label}
          min={0}
          precision={precision}
          prefix="$"
          style={{ width: '100%' }}
          value={c[campo]}
          onChange={(v) => setC({ ...c, [campo]: v ?? 0 })}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open
      title="Costo de proveedor"
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={onOk}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label="Marca" htmlFor="costo-marca">
              <Select
                id="costo-marca"
                showSearch={{ filterOption: filtrarOpcion }}
                value={c.idCatProveedoresMarcasEnc || undefined}
                options={(marcas.data ?? []).map((x) => ({
                  value: x.idCatProveedoresMarcasEnc,
                  label: x.nombre,
                }))}
                onChange={(v: number) =>
                  setC({ ...c, idCatProveedoresMarcasEnc: v, idCatProveedoresMarcasDet: 0 })
                }
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Proveedor" htmlFor="costo-proveedor">
              <Select
                id="costo-proveedor"
                disabled={!c.idCatProveedoresMarcasEnc}
                value={c.idCatProveedoresMarcasDet || undefined}
                options={(proveedores.data ?? []).map((x) => ({ value: x.codigo, label: x.descripcion }))}
                onChange={(v: number) => setC({ ...c, idCatProveedoresMarcasDet: v })}
              />
            </Form.Item>
          </Col>
          {num('costo', 'Costo', 4)}
          {num('precioMayoreo', 'Precio mayoreo', 2)}
          {num('precioPublico', 'Precio público', 2)}
          <Col span={24}>
            <Checkbox
              checked={c.precioGlobal}
              onChange={(e) => setC({ ...c, precioGlobal: e.target.checked })}
            >
              Usar como precio global (default)
            </Checkbox>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};

type SucursalCosto = z.infer<typeof sucursalCostoSchema>;

/** Branches per cost: own (tipoDocumento 2) and licensee (1) branches, checkable. */
const SucursalesCostoModal = ({ costo, onClose }: { costo: Costo; onClose: () => void }) => {
  const id = costo.idCatArticulosProveedoresCostosEnc;
  const sucursales = useSucursalesCosto(id);
  const [marcadas, setMarcadas] = useState<number[] | null>(null);
  const guardar = useGuardarSucursalesCosto();
  const seleccion =
    marcadas ?? (sucursales.data ?? []).filter((s) => s.seleccionado).map((s) => s.codSucursal);
  const onOk = async () => {
    if (!(await confirmDialog(m.deseaGuardar))) return;
    guardar.mutate(
      {
        id,
        lista: (sucursales.data ?? []).map((s) => ({
          ...s,
          seleccionado: seleccion.includes(s.codSucursal),
        })),
      },
      {
        onSuccess: (r) => {
          successToast(r.message);
          onClose();
        },
      },
    );
  };
  return (
    <SeleccionModal<SucursalCosto, number>
      titulo={`Sucursales del costo de ${costo.proveedor}`}
      width={640}
      onCancelar={onClose}
      onGuardar={() => void onOk()}
      guardando={guardar.isPending}
      buscarEtiqueta="Buscar sucursal"
      loading={sucursales.isFetching}
      filas={sucursales.data ?? []}
      clave={(s) => s.codSucursal}
      marcadas={seleccion}
      onChange={setMarcadas}
      columns={[
        { title: 'Sucursal', dataIndex: 'sucursal' },
        { title: 'Nombre', dataIndex: 'nombre' },
        {
          title: 'Tipo',
          dataIndex: 'tipoDocumento',
          render: (t: number) => (t === 2 ? <Tag color="blue">Propia</Tag> : <Tag>Licenciatario</Tag>),
        },
      ]}
    />
  );
};

/** Supplier costs of a saved, non-airtime article (000 §2). */
export const CostosSection = ({ codArticuloFarmasi }: { codArticuloFarmasi: number }) => {
  const costos = useCostos(codArticuloFarmasi);
  const eliminar = useEliminarCosto();
  const [editando, setEditando] = useState<Costo | null>(null);
  const [sucursales, setSucursales] = useState<Costo | null>(null);
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button
          id="art-costos"
          icon={<PlusOutlined />}
          onClick={() => setEditando(nuevoCosto(codArticuloFarmasi))}
        >
          Agregar costo de proveedor
        </Button>
      </Space>
      <Table
        size="small"
        bordered
        rowKey="idCatArticulosProveedoresCostosEnc"
        loading={costos.isFetching}
        dataSource={costos.data}
        pagination={false}
        locale={{ emptyText: 'No hay registros que mostrar' }}
        columns={[
          { title: 'Proveedor', dataIndex: 'proveedor' },
          {
            title: 'Costo',
            dataIndex: 'costo',
            align: 'right',
            render: (v: number) => <Money value={v} decimals={4} />,
          },
          {
            title: 'Precio mayoreo',
            dataIndex: 'precioMayoreo',
            align: 'right',
            render: (v: number) => <Money value={v} />,
          },
          {
            title: 'Precio público',
            dataIndex: 'precioPublico',
            align: 'right',
            render: (v: number) => <Money value={v} />,
          },
          {
            title: 'Default',
            dataIndex: 'precioGlobal',
            render: (v: boolean) => (v ? <Tag color="green">Precio global</Tag> : null),
          },
          {
            title: 'Acciones',
            render: (_: unknown, c: Costo) => (
              <Space>
                <Button
                  size="small"
                  aria-label="Editar costo"
                  icon={<EditOutlined />}
                  onClick={() => setEditando(c)}
                />
                <Button
                  size="small"
                  aria-label="Sucursales del costo"
                  icon={<ShopOutlined />}
                  onClick={() => setSucursales(c)}
                />
                <Button
                  size="small"
                  danger
                  aria-label="Eliminar costo"
                  icon={<DeleteOutlined />}
                  onClick={async () => {
                    if (!(await confirmDialog('¿Desea eliminar el costo?'))) return;
                    eliminar.mutate(c.idCatArticulosProveedoresCostosEnc, {
                      onSuccess: (r) => successToast(r.message),
                    });
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
      {editando && <CostoModal costo={editando} onClose={() => setEditando(null)} />}
      {sucursales && <SucursalesCostoModal costo={sucursales} onClose={() => setSucursales(null)} />}
    </>
  );
};
