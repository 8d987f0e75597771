import { DeleteOutlined, EditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import type { Costo, sucursalCostoSchema } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useAccion } from '@/lib/useAccion';
import { AccionesFila, useTelefono } from '@/ui/AccionesFila';
import { useCostos } from '@/ui/articulo/api';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { Money } from '@/ui/Money';
import { SeleccionModal } from '@/ui/SeleccionModal';
import { useEliminarCosto, useGuardarSucursalesCosto, useSucursalesCosto } from './api';
import { CostoModal } from './CostoModal';
import { historialCosto } from './historial';

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
    const r = await guardar.mutateAsync({
      id,
      lista: (sucursales.data ?? []).map((s) => ({
        ...s,
        seleccionado: seleccion.includes(s.codSucursal),
      })),
    });
    successToast(r.message);
    onClose();
  };
  return (
    <SeleccionModal<SucursalCosto, number>
      titulo={`Sucursales del costo de ${costo.proveedor}`}
      width={640}
      onCancelar={onClose}
      onGuardar={onOk}
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
  const borrado = useAccion();
  const [editando, setEditando] = useState<Costo | null>(null);
  const [sucursales, setSucursales] = useState<Costo | null>(null);
  const telefono = useTelefono();
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
        loading={costos.isFetching || borrado.ocupado}
        dataSource={costos.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No hay registros que mostrar' }}
        columns={[
          { title: 'Proveedor', dataIndex: 'proveedor', width: 200 },
          {
            title: 'Costo',
            dataIndex: 'costo',
            width: 110,
            align: 'right',
            render: (v: number) => <Money value={v} decimals={4} />,
          },
          {
            title: 'Precio mayoreo',
            dataIndex: 'precioMayoreo',
            width: 120,
            align: 'right',
            render: (v: number) => <Money value={v} />,
          },
          {
            title: 'Precio público',
            dataIndex: 'precioPublico',
            width: 120,
            align: 'right',
            render: (v: number) => <Money value={v} />,
          },
          {
            title: 'Default',
            dataIndex: 'precioGlobal',
            width: 120,
            render: (v: boolean) => (v ? <Tag color="green">Precio global</Tag> : null),
          },
          {
            title: 'Acciones',
            key: 'acciones',
            // Pinned at the right edge: at 390 px the row scrolls under it and the actions stay in
            // reach (issue 30); on a phone they are one '⋯' menu.
            fixed: 'right',
            width: telefono ? 92 : 410,
            render: (_: unknown, c: Costo) => (
              <AccionesFila
                titulo={`Acciones del costo de ${c.proveedor}`}
                acciones={[
                  {
                    clave: 'editar',
                    etiqueta: 'Editar',
                    icono: <EditOutlined />,
                    ariaLabel: 'Editar costo',
                    onClick: () => setEditando(c),
                  },
                  {
                    clave: 'sucursales',
                    etiqueta: 'Sucursales',
                    icono: <ShopOutlined />,
                    ariaLabel: 'Sucursales del costo',
                    onClick: () => setSucursales(c),
                  },
                  {
                    clave: 'eliminar',
                    etiqueta: 'Eliminar',
                    icono: <DeleteOutlined />,
                    danger: true,
                    ariaLabel: 'Eliminar costo',
                    onClick: () =>
                      borrado.ejecutar(async () => {
                        if (!(await confirmDialog('¿Desea eliminar el costo?'))) return;
                        const r = await eliminar.mutateAsync(c.idCatArticulosProveedoresCostosEnc);
                        successToast(r.message);
                      }),
                  },
                  historialCosto(c),
                ]}
              />
            ),
          },
        ]}
      />
      {editando && <CostoModal costo={editando} onClose={() => setEditando(null)} />}
      {sucursales && <SucursalesCostoModal costo={sucursales} onClose={() => setSucursales(null)} />}
    </>
  );
};
