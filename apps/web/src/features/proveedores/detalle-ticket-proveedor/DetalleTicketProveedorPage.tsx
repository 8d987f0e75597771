import { PrinterOutlined } from '@ant-design/icons';
import { messages } from '@farmasi/contracts/messages';
import { ticketMessages as m } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { Button, Card, Flex, Grid, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api';
import { useTicket } from './api';
import { TicketEscritorio } from './TicketEscritorio';
import { TicketMovil } from './TicketMovil';
import './ticket.css';

/** A ticket token: a UUID (the server checks it again). */
const ES_TICKET = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The server's refusal (no such order, too many look-ups) as it says it; anything else, generic. */
const mensajeDe = (error: unknown) =>
  isApiError(error) && (error.kind === 'rejected' || (error.kind === 'status' && error.status < 500))
    ? error.message
    : messages.general.peticionFallida;

/**
 * S32 'Ticket Proveedor' (002 §2): a public page, no session, no menu. It needs ?id= (the order's
 * ticket token); without it the user is sent to the root path. Separate layouts for desktop and for
 * under 992 px.
 */
export const DetalleTicketProveedorPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const valido = ES_TICKET.test(id);
  const movil = Grid.useBreakpoint().lg === false;
  const ticket = useTicket(valido ? id : '');

  useEffect(() => {
    document.title = `${m.titulo} · Administración`;
  }, []);

  if (!id) return <Navigate to="/" replace />;

  const falla = !valido ? m.idInvalido : ticket.isError ? mensajeDe(ticket.error) : null;
  const datos = ticket.data;

  return (
    <main className="ticket-pagina">
      <Card
        style={{ maxWidth: movil ? 480 : 1000, margin: '0 auto' }}
        styles={movil ? { body: { padding: 12 } } : undefined}
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={1} style={{ fontSize: movil ? 20 : 24, margin: 0 }}>
            {m.titulo}
          </Typography.Title>
          {datos && (
            <Button className="ticket-sin-imprimir" icon={<PrinterOutlined />} onClick={() => window.print()}>
              Imprimir
            </Button>
          )}
        </Flex>
        {ticket.isLoading ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin aria-label="Cargando ticket" />
          </Flex>
        ) : falla ? (
          <Result status="warning" title={falla} />
        ) : datos ? (
          movil ? (
            <TicketMovil enc={datos.pedidoTicketEnc} det={datos.pedidoTicketDet} />
          ) : (
            <TicketEscritorio enc={datos.pedidoTicketEnc} det={datos.pedidoTicketDet} />
          )
        ) : null}
      </Card>
    </main>
  );
};
