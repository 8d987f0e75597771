import { format } from '@farmasi/contracts/messages';
import type { DetallePago, Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { xhrQueResponde } from '@/test/xhr';
import { DetallePagoModal } from './DetallePagoModal';

const API = '/admin/api/Facturas';
const pago: Pago = {
  idFacturasProveedoresPagoEnc: 31,
  idCatProveedoresMarcasDet: 10,
  fechaPago: '2026-01-20T17:00:00.000Z',
  marca: 'Genomma',
  proveedor: 'NADRO',
  importe: 949.75,
  estatus: 'PP',
  estatusDescripcion: 'Proceso de pago',
  fechaNotificacion: '1900-01-01',
};
const detalle = (o: Partial<DetallePago> = {}): DetallePago => ({
  idFacturasProveedoresPagoEnc: 31,
  idCatProveedoresMarcasDet: 10,
  fechaPago: pago.fechaPago,
  marca: 'Genomma',
  proveedor: 'NADRO',
  estatus: 'PP',
  estatusDescripcion: 'Proceso de pago',
  fechaNotificacion: '1900-01-01',
  idCatProveedoresMarcasCuentas: 4,
  banco: 'BANORTE',
  claveBanco: '72',
  cuentaBanco: '0123456789',
  nombreCuenta: 'Cuenta pagos',
  correoAsignado: 'cxc@nadro.mx',
  facturasAPagar: [
    {
      idFacturasProveedores: 1,
      fechaFactura: '2026-01-05',
      folioFactura: 1001,
      serie: 'A',
      importe: 1000,
      cuentaBanco: '0123456789',
      banco: 'BANORTE',
      claveBanco: '72',
      correoAsignado: 'cxc@nadro.mx',
    },
  ],
  notasCredito: [
    { idFacturasProveedoresNotaCredito: 2, fechaNota: '2026-01-20', folio: 502, serie: 'NC', importe: 50.25 },
  ],
  totalFacturas: 1000,
  totalNotas: 50.25,
  totalPago: 949.75,
  archivoPdfBase64: '',
  nombreArchivoPdf: '',
  ...o,
});
const rutas = (d: DetallePago) => ({
  [`GET ${API}/ProveedoresFacturasPagoDetalleCon/31/10`]: envelope(d),
  [`GET ${API}/ProveedoresFacturasComboBanco/10`]: envelope(
    d.idCatProveedoresMarcasCuentas
      ? [{ codigo: 4, descripcion: 'BANORTE - 0123456789 - Cuenta pagos', principal: true }]
      : [],
  ),
});

const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};
const aceptar = async (user: ReturnType<typeof renderWithProviders>['user'], texto: string) =>
  user.click(within(await dialogoCon(texto)).getByRole('button', { name: 'Aceptar' }));

describe('DetallePagoModal', () => {
  beforeEach(() => {
    signIn();
  });

  it('asks for an account first (002 §5 order), even without an e-mail', { timeout: 60_000 }, async () => {
    mockFetch(rutas(detalle({ idCatProveedoresMarcasCuentas: 0, correoAsignado: '' })));
    const { user } = renderWithProviders(<DetallePagoModal pago={pago} onClose={() => {}} />);
    await screen.findByText('Detalle pago de facturas');
    await screen.findByText('$949.75', { selector: 'strong *, strong' });
    await user.click(screen.getByRole('button', { name: 'Notificar pago a proveedor' }));
    await aceptar(user, format(m.sinCuentaBancaria, { marca: 'Genomma' }));
  });

  it('with an account, the supplier needs an assigned e-mail', { timeout: 60_000 }, async () => {
    mockFetch(rutas(detalle({ correoAsignado: '' })));
    const { user } = renderWithProviders(<DetallePagoModal pago={pago} onClose={() => {}} />);
    await screen.findByText(m.elegirPdf);
    await user.click(screen.getByRole('button', { name: 'Notificar pago a proveedor' }));
    await aceptar(user, format(m.sinCorreo, { marca: 'Genomma' }));
  });

  it('refuses a file that is not a PDF by its content, then notifies with the chosen proof', {
    timeout: 60_000,
  }, async () => {
    mockFetch(rutas(detalle()));
    const enviados = xhrQueResponde(
      envelope(
        {
          idFacturasProveedoresPagoEnc: 31,
          estatus: 'P',
          fechaNotificacion: '2026-01-21T17:00:00.000Z',
          correos: ['cxc@nadro.mx'],
        },
        'Pagado y notificado.',
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<DetallePagoModal pago={pago} onClose={onClose} />);
    await screen.findByText(m.elegirPdf);
    // antd renews its file input after each pick: read it again every time.
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    // Named .pdf, labelled application/pdf, but a PNG inside: refused at once, not kept.
    await user.upload(input(), new File(['\x89PNG\r\n\x1a\n'], 'pago.pdf', { type: 'application/pdf' }));
    await aceptar(user, m.noEsPdf);
    expect(screen.queryByText('pago.pdf')).toBeNull();
    await user.upload(
      input(),
      new File(['%PDF-1.4 comprobante'], 'transferencia.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('transferencia.pdf');
    await user.click(screen.getByRole('button', { name: 'Notificar pago a proveedor' }));
    await user.click(within(await dialogoCon(m.confirmarPago)).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(enviados).toHaveLength(1);
    expect(JSON.parse(String(enviados[0]!.get('json')))).toEqual({
      idFacturasProveedoresPagoEnc: 31,
      idCatProveedoresMarcasCuentas: 4,
    });
    expect((enviados[0]!.get('archivo') as File).name).toBe('transferencia.pdf');
    await screen.findByText('Pagado y notificado.');
  });

  it('shows a paid payment read only: bank, account, sent date, no notify button', {
    timeout: 60_000,
  }, async () => {
    mockFetch(
      rutas(
        detalle({
          estatus: 'P',
          estatusDescripcion: 'Pagada',
          fechaNotificacion: '2026-01-21T17:00:00.000Z',
        }),
      ),
    );
    renderWithProviders(<DetallePagoModal pago={{ ...pago, estatus: 'P' }} onClose={() => {}} />);
    await screen.findByText('Fecha de envío');
    expect(screen.getByText('0123456789')).toBeTruthy();
    expect(screen.getByText(m.sinComprobante)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notificar pago a proveedor' })).toBeNull();
    expect(screen.queryByLabelText('Cuenta')).toBeNull();
  });
});
