import { EyeOutlined, SwapOutlined } from '@ant-design/icons';
import { pedidosMessages as m, type Pedido } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { Card, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { warningDialog } from '@/ui/dialogs';
import { useEstatusPedidos, usePedidos } from './api';
import { DetallePedidoModal } from './DetallePedidoModal';
import { EstatusPedidoModal } from './EstatusPedidoModal';
import { EstatusTag } from './EstatusTag';
import { type FiltrosForm, FiltrosPedidos } from './FiltrosPedidos';
import { formatoFechaPedido } from './fechas';
import { historialPedido } from './historial';
import { filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, ORDENABLE } from './lista';
import { filtrosParaEnviar, validarFiltros } from './validate';

type Fila = Pedido & { fechaTexto: string };

const formDe = (f: { fechaInicial: string; fechaFinal: string; estatus: number }): FiltrosForm => ({
  fechaInicial: dayjs(f.fechaInicial),
  fechaFinal: dayjs(f.fechaFinal),
  estatus: f.estatus,
});

/** S21 'Pedidos Baranetos' (001 §2): wholesale orders by date and status, their lines and status. */
export const PedidosPage = () => {
  const telefono = useTelefono();
  const [lista, setLista, orden] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR, {
    ordenable: ORDENABLE,
  });
  // The search in force lives in the URL; the form holds what is chosen until 'Buscar'.
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [form, setForm] = useState<FiltrosForm>(() => formDe(vigente));
  useEffect(() => setForm(formDe(vigente)), [vigente]);
  const estatus = useEstatusPedidos();
  const pedidos = usePedidos(vigente);
  const [detalle, setDetalle] = useState<Pedido | null>(null);
  const [cambio, setCambio] = useState<Pedido | null>(null);

  const onBuscar = async () => {
    const error = validarFiltros(form);
    if (error) {
      await warningDialog(error.message);
      document.getElementById(error.campo)?.focus();
      return;
    }
    const f = filtrosParaEnviar(form);
    // The same search again asks the server again (another user may have changed an order).
    if (JSON.stringify(f) === JSON.stringify(vigente) && lista.pagina === 1) void pedidos.refetch();
    else setLista({ de: f.fechaInicial, a: f.fechaFinal, estatus: f.estatus, pagina: 1 });
  };

  const filas: Fila[] = useMemo(
    () => (pedidos.data ?? []).map((p) => ({ ...p, fechaTexto: formatoFechaPedido(p.fecha) })),
    [pedidos.data],
  );

  const columnas: TableColumnsType<Fila> = [
    { title: 'Folio', dataIndex: 'folio', sorter: true, width: 120 },
    { title: 'Cliente', dataIndex: 'nomCliente', sorter: true, ellipsis: true, width: 260 },
    {
      title: 'Fecha',
      key: 'fecha',
      dataIndex: 'fechaTexto',
      width: 190,
      sorter: (a: Fila, b: Fila) => a.fecha.localeCompare(b.fecha),
    },
    {
      title: 'Estatus',
      dataIndex: 'estatusDescripcion',
      sorter: true,
      width: 130,
      render: (texto: string, p: Fila) => <EstatusTag estatus={p.estatus} descripcion={texto} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      // On a phone the one '⋯' button, wide enough for the header to stay on one line.
      width: telefono ? 92 : 340,
      render: (_: unknown, p: Fila) => (
        <AccionesFila
          titulo={`Acciones del pedido ${p.folio}`}
          acciones={[
            {
              clave: 'detalle',
              etiqueta: 'Detalle',
              icono: <EyeOutlined />,
              ariaLabel: `Detalle del pedido ${p.folio}`,
              onClick: () => setDetalle(p),
            },
            {
              clave: 'estatus',
              etiqueta: 'Cambiar estatus',
              icono: <SwapOutlined />,
              ariaLabel: `Cambiar estatus del pedido ${p.folio}`,
              onClick: () => setCambio(p),
            },
            historialPedido(p, estatus.data ?? []),
          ]}
        />
      ),
    },
  ];

  const total = filas.length;
  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={telefono ? { body: { padding: 12 } } : undefined}>
        <FiltrosPedidos
          value={form}
          onChange={setForm}
          onBuscar={() => void onBuscar()}
          buscando={pedidos.isFetching}
          estatus={estatus.data ?? []}
        />
      </Card>
      <Card
        title="Pedidos"
        extra={
          <Typography.Text type="secondary" data-testid="total-pedidos">
            {total === 1 ? '1 pedido' : `${total.toLocaleString('en-US')} pedidos`}
          </Typography.Text>
        }
        styles={telefono ? { body: { padding: 12 } } : undefined}
      >
        <DataTable<Fila>
          rowKey="idPedidosEnc"
          columns={columnas}
          dataSource={filas}
          loading={pedidos.isFetching}
          orden={orden}
          scroll={{ x: 1040 }}
          locale={{ emptyText: pedidos.isFetching ? ' ' : m.sinPedidos }}
          pagination={{ current: lista.pagina, onChange: (pagina) => setLista({ pagina }) }}
          exportar={{ archivo: `pedidos-baranetos-${vigente.fechaInicial}-a-${vigente.fechaFinal}` }}
        />
      </Card>
      {detalle && <DetallePedidoModal pedido={detalle} onClose={() => setDetalle(null)} />}
      {cambio && (
        <EstatusPedidoModal pedido={cambio} estatus={estatus.data ?? []} onClose={() => setCambio(null)} />
      )}
    </>
  );
};
