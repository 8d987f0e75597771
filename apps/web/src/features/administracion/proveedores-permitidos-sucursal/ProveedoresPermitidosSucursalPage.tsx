import { CheckOutlined } from '@ant-design/icons';
import {
  proveedoresPermitidosMessages as m,
  type Relacion,
  TIPO_INICIAL,
  TIPOS_SUCURSAL,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { Button, Card, Flex, Select, Space, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useEliminarRelaciones, usePermitidas, useProveedores } from './api';
import { HistorialRelacion } from './historial';
import { type ModoModal, SucursalesModal } from './SucursalesModal';

const tipoValido = (t: number) => TIPOS_SUCURSAL.some((o) => o.codigo === t);

/** A tick of the stored relation, read-only in the table: a plain tick when set, a dash when not. */
const Marca = ({ valor, etiqueta }: { valor: boolean; etiqueta: string }) => {
  const { token } = theme.useToken();
  return valor ? (
    <CheckOutlined aria-label={`${etiqueta}: sí`} style={{ color: token.colorPrimary, fontSize: 16 }} />
  ) : (
    <span role="img" aria-label={`${etiqueta}: no`} style={{ color: token.colorTextSecondary }}>
      —
    </span>
  );
};

/**
 * S35 'Proveedores Permitidos en Sucursal.': a supplier's branches (own, licensee or both) with how
 * each takes its prices; 'Agregar Sucursales' once a supplier is chosen, 'Editar' and 'Eliminar' once
 * rows are ticked (002 §2, §5).
 */
export const ProveedoresPermitidosSucursalPage = () => {
  const [{ proveedor, tipo, pagina }, setLista] = useListaEnUrl(
    { proveedor: 0, tipo: TIPO_INICIAL as number, pagina: 1 },
    { pagina: paginaValida, proveedor: (p) => Number.isInteger(p) && p >= 0, tipo: tipoValido },
  );
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const [modal, setModal] = useState<ModoModal | null>(null);
  const proveedores = useProveedores();
  const opciones = useMemo(
    () => (proveedores.data ?? []).map((p) => ({ value: p.codigo, label: p.descripcion })),
    [proveedores.data],
  );
  const nombreProveedor = opciones.find((o) => o.value === proveedor)?.label ?? '';
  const permitidas = usePermitidas(proveedor, tipo);
  const eliminar = useEliminarRelaciones();
  const { ocupado, ejecutar } = useAccion();

  // A refusal empties the list (002 §1), even over rows an earlier answer left.
  const filas = (!permitidas.isError && permitidas.data) || [];
  const seleccionadas = filas.filter((f) => marcadas.includes(f.codCliente));
  const filtrar = (cambio: { proveedor?: number; tipo?: number }) => {
    setMarcadas([]);
    setLista({ ...cambio, pagina: 1 });
  };
  const marcar = (codigos: number[], marcado: boolean) =>
    setMarcadas((actual) =>
      marcado ? [...new Set([...actual, ...codigos])] : actual.filter((c) => !codigos.includes(c)),
    );

  const onEliminar = () =>
    ejecutar(async () => {
      if (!(await confirmDialog(m.confirmarEliminar))) return;
      const r = await eliminar.mutateAsync(seleccionadas);
      setMarcadas([]);
      successToast(r.message);
    });

  const columnas = [
    { title: 'Sucursal', dataIndex: 'sucursal', key: 'sucursal' },
    { title: 'Cliente', dataIndex: 'nombre', key: 'nombre' },
    {
      title: 'Costo por caja',
      key: 'costoPorCaja',
      align: 'center' as const,
      render: (_: unknown, f: Relacion) => (
        <Marca valor={f.costoPorCaja} etiqueta={`Costo por caja de ${f.sucursal}`} />
      ),
    },
    {
      title: 'IVA Incluido',
      key: 'ivaIncluido',
      align: 'center' as const,
      render: (_: unknown, f: Relacion) => (
        <Marca valor={f.ivaIncluido} etiqueta={`IVA incluido de ${f.sucursal}`} />
      ),
    },
    { title: 'Decimales', dataIndex: 'decimales', key: 'decimales', align: 'right' as const },
    {
      title: 'Historial',
      key: 'historial',
      align: 'center' as const,
      width: 90,
      render: (_: unknown, f: Relacion) => <HistorialRelacion r={f} proveedor={nombreProveedor} />,
    },
  ];

  return (
    <Card>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <SelectBuscable<number>
          aria-label="Proveedor"
          placeholder={m.seleccioneProveedor}
          value={proveedor || undefined}
          options={opciones}
          loading={proveedores.isFetching}
          allowClear
          onChange={(codigo) => filtrar({ proveedor: codigo ?? 0 })}
          style={{ width: 360, maxWidth: '100%' }}
        />
        <Select<number>
          aria-label="Tipo"
          value={tipo}
          onChange={(t) => filtrar({ tipo: t })}
          options={TIPOS_SUCURSAL.map((o) => ({ value: o.codigo, label: o.descripcion }))}
          style={{ width: 170, maxWidth: '100%' }}
        />
        <Space wrap>
          {proveedor > 0 && (
            <Button type="primary" onClick={() => setModal('agregar')}>
              Agregar Sucursales
            </Button>
          )}
          {seleccionadas.length > 0 && (
            <>
              <Button onClick={() => setModal('editar')}>Editar</Button>
              <Button danger loading={ocupado} onClick={() => void onEliminar()}>
                Eliminar
              </Button>
            </>
          )}
        </Space>
      </Flex>
      {seleccionadas.length > 0 && (
        <Typography.Paragraph aria-live="polite" style={{ marginBottom: 8 }}>
          {seleccionadas.length === 1
            ? '1 sucursal seleccionada'
            : `${seleccionadas.length} sucursales seleccionadas`}
        </Typography.Paragraph>
      )}
      <DataTable<Relacion>
        rowKey="codCliente"
        columns={columnas}
        dataSource={filas}
        loading={permitidas.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        rowSelection={{
          selectedRowKeys: seleccionadas.map((f) => f.codCliente),
          preserveSelectedRowKeys: true,
          onSelect: (f, marcado) => marcar([f.codCliente], marcado),
          // The header's box ticks every row of the list, not only the page shown.
          onSelectAll: (marcado) =>
            marcar(
              filas.map((f) => f.codCliente),
              marcado,
            ),
          getTitleCheckboxProps: () => ({ 'aria-label': 'Marcar todas las sucursales' }),
          getCheckboxProps: (f) => ({ 'aria-label': `Marcar ${f.sucursal}` }),
        }}
        locale={{ emptyText: proveedor ? m.sinRelaciones : m.seleccioneProveedor }}
      />
      {modal && (
        <SucursalesModal
          modo={modal}
          proveedor={proveedor}
          tipo={tipo}
          seleccionadas={seleccionadas}
          onClose={() => setModal(null)}
          onGuardado={() => {
            setModal(null);
            setMarcadas([]);
          }}
        />
      )}
    </Card>
  );
};
