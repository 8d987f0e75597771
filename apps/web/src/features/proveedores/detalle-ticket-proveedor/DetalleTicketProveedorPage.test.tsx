import { ticketMessages as m } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { DetalleTicketProveedorPage } from './DetalleTicketProveedorPage';
import { TicketMovil } from './TicketMovil';

const ID = '0b7e1f3a-5c2d-4e6f-8a9b-1c2d3e4f5a6b';
const TICKET = `GET /admin/api/proveedoresPedido/ObtenerTicket/${ID}`;
const RUTA = '/farmasi/catalogos/proveedores/detalleTicketProveedor';

const enc = {
  folioPedido: 10458,
  marca: 'PISA',
  proveedor: 'NADRO S.A.P.I. DE C.V.',
  sucursal: 'PUEBLA CENTRO',
  fecha: '2026-03-05T17:07:00.000Z',
  cajero: 'Rosa Elena Núñez Ibarra',
  totalPiezas: 10,
  subTotalPedido: 118.42,
  iVATotalPedido: 13.72,
  iEpsTotalPedido: 0,
  totalPedido: 132.14,
};
const det = [
  { codArticulo: 1001, descripcion: 'PARACETAMOL 500 MG TAB C/10', cantidad: 3, costo: 10.5, importe: 31.5 },
  {
    codArticulo: 1002,
    descripcion: 'AMOXICILINA 500 MG CAP C/12',
    cantidad: 5,
    costo: 7.3333,
    importe: 36.67,
  },
];

describe('DetalleTicketProveedorPage (public)', () => {
  afterEach(() => clearSession('logout'));

  it('shows the order without a session: header, lines and totals, IEPS as $0.00', async () => {
    // A signed-in visitor's token is not sent either: the call is the public one.
    signIn();
    const fetchMock = mockFetch({ [TICKET]: envelope({ pedidoTicketEnc: enc, pedidoTicketDet: det }) });
    renderWithProviders(<DetalleTicketProveedorPage />, { route: `${RUTA}?id=${ID}` });
    expect(await screen.findByText('NADRO S.A.P.I. DE C.V.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ticket Proveedor');
    for (const texto of ['10458', 'PISA', 'PUEBLA CENTRO', 'Rosa Elena Núñez Ibarra'])
      expect(screen.getByText(texto)).toBeTruthy();
    expect(screen.getByText(/^05\/mar\/2026 \d{2}:07 [AP]M$/)).toBeTruthy();
    const filas = within(screen.getByRole('table', { name: 'Artículos del pedido' })).getAllByRole('row');
    expect(filas.map((f) => f.textContent)).toEqual([
      'CódigoDescripciónCantidadCostoImporte',
      '1001PARACETAMOL 500 MG TAB C/103$10.5000$31.50',
      '1002AMOXICILINA 500 MG CAP C/125$7.3333$36.67',
    ]);
    const totales = screen.getByLabelText('Totales');
    expect(totales.textContent).toBe('Piezas10Subtotal$118.42IVA 16%$13.72IEPS$0.00Total$132.14');
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers ?? {}) as Record<string, string>).not.toHaveProperty('Authorization');
    expect(screen.getByRole('button', { name: /Imprimir/ })).toBeTruthy();
  });

  it('sends a visitor without ?id= to the root path', async () => {
    mockFetch({});
    const { router } = renderWithProviders(<DetalleTicketProveedorPage />, { route: RUTA });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so for an id that is not a ticket (asking nothing) and for an unknown order', async () => {
    const fetchMock = mockFetch({ [TICKET]: envelope(null, m.noExiste, false) });
    const { unmount } = renderWithProviders(<DetalleTicketProveedorPage />, { route: `${RUTA}?id=10458` });
    expect(await screen.findByText(m.idInvalido)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<DetalleTicketProveedorPage />, { route: `${RUTA}?id=${ID}` });
    expect(await screen.findByText(m.noExiste)).toBeTruthy();
    // Shown in the page, not as a pop-up over it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('TicketMovil (under 992 px)', () => {
  it('shows each line as a block with code, quantity × cost and amount, then the totals', () => {
    renderWithProviders(
      <TicketMovil enc={{ ...enc, iEpsTotalPedido: 4.02, totalPedido: 136.16 }} det={det} />,
    );
    const lineas = within(screen.getByRole('list', { name: 'Artículos del pedido' })).getAllByRole(
      'listitem',
    );
    expect(lineas.map((l) => l.textContent)).toEqual([
      'PARACETAMOL 500 MG TAB C/101001 · 3 × $10.5000$31.50',
      'AMOXICILINA 500 MG CAP C/121002 · 5 × $7.3333$36.67',
    ]);
    expect(screen.getByLabelText('Totales').textContent).toBe(
      'Piezas10Subtotal$118.42IVA 16%$13.72IEPS$4.02Total$136.16',
    );
    expect(screen.getByLabelText('Datos del pedido').textContent).toContain('CajeroRosa Elena Núñez Ibarra');
  });
});
