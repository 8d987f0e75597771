import { DeleteOutlined, EditOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import {
  promocionesTicketMessages as m,
  type PromocionTicket,
  promocionesBaranetos,
  promocionesFarmacias,
  promocionesTicketBaranetosPantalla,
  promocionesTicketPantalla,
  VENTANA_TICKET,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { abrirVentana, mostrarPdf } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useAccion } from '@/lib/useAccion';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { RejillaImagenes } from '@/ui/RejillaImagenes';
import { type Linea, pedirTicketEjemplo, useEliminarPromocion, useGuardarOrden, usePromociones } from './api';
import { HistorialOrdenPromociones, HistorialPromocion } from './historial';
import { PromocionModal } from './PromocionModal';

/** S09 'Promocion Ticket': the promotions printed on the line's tickets, in order. */
const PromocionesTicket = ({ linea }: { linea: Linea }) => {
  const promociones = usePromociones(linea);
  const eliminar = useEliminarPromocion(linea);
  const ordenar = useGuardarOrden(linea);
  const ticket = useAccion();
  // null: closed; 0: new; otherwise the promotion being modified.
  const [editando, setEditando] = useState<number | null>(null);
  const lista = promociones.data ?? [];

  const onEliminar = async (p: PromocionTicket) => {
    if (!(await confirmDialog(m.deseaEliminar))) return;
    const answer = await eliminar.mutateAsync(p.idCatPromocionesTicket);
    successToast(answer.message || m.eliminada);
  };

  // A move is saved at once, renumbered 1..n by position (001 §4).
  const onOrden = (nuevas: PromocionTicket[]) =>
    void ordenar.mutateAsync(
      nuevas.map((p, i) => ({ idCatPromocionesTicket: p.idCatPromocionesTicket, orden: i + 1 })),
    );

  const onTicket = () => {
    if (ticket.ocupado) return;
    const ventana = abrirVentana(VENTANA_TICKET);
    void ticket.ejecutar(async () => {
      try {
        mostrarPdf(ventana, await pedirTicketEjemplo(linea));
      } catch (e) {
        ventana?.close();
        throw e;
      }
    });
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setEditando(0)}>
          Nuevo
        </Button>
        <Button icon={<FilePdfOutlined />} loading={ticket.ocupado} onClick={onTicket}>
          Ver Ticket Ejemplo
        </Button>
        {lista.length > 0 && <HistorialOrdenPromociones linea={linea} />}
      </Space>
      {promociones.isPending ? (
        <Spin />
      ) : lista.length ? (
        <Spin spinning={ordenar.isPending || eliminar.isPending}>
          <RejillaImagenes
            items={lista}
            clave={(p) => p.idCatPromocionesTicket}
            nombre={(p) => `promoción ${p.orden}`}
            imagen={(p) => ({ src: p.imagen, alt: `Promoción ${p.orden}` })}
            proporcion="5 / 2"
            pie={(p) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <div>
                  {formatDate(p.fechaInicial)} – {formatDate(p.fechaFinal)}
                </div>
                <div>{p.sucursalesCount === 1 ? '1 sucursal' : `${p.sucursalesCount} sucursales`}</div>
              </Typography.Text>
            )}
            acciones={[
              {
                clave: 'modificar',
                etiqueta: 'Modificar',
                icono: <EditOutlined />,
                onClick: (p) => setEditando(p.idCatPromocionesTicket),
              },
              {
                clave: 'eliminar',
                etiqueta: 'Eliminar',
                icono: <DeleteOutlined />,
                danger: true,
                onClick: onEliminar,
              },
            ]}
            extra={(p) => <HistorialPromocion linea={linea} p={p} />}
            onChange={onOrden}
          />
        </Spin>
      ) : (
        <Empty description={m.sinPromociones} />
      )}
      {editando !== null && <PromocionModal linea={linea} id={editando} onClose={() => setEditando(null)} />}
    </Card>
  );
};

const FARMACIAS: Linea = {
  llamadas: promocionesFarmacias,
  clave: 'farmacias',
  pantalla: promocionesTicketPantalla,
};
const BARANETOS: Linea = {
  llamadas: promocionesBaranetos,
  clave: 'baranetos',
  pantalla: promocionesTicketBaranetosPantalla,
};

export const PromocionesTicketPage = () => <PromocionesTicket linea={FARMACIAS} />;
export const PromocionesTicketBaranetosPage = () => <PromocionesTicket linea={BARANETOS} />;
