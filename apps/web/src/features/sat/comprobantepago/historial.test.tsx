import type { ComprobanteLista } from '@farmasi/contracts/sat/comprobantepago';
import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { PendientesModal } from './PendientesModal';

const PENDIENTES = 'POST /admin/api/comprobantepago/pendiente-timbrar';
const HISTORIAL = 'GET /admin/api/sistemas/historial?pantalla=1600&tabla=comprobantes_pago&clave=41&pagina=1';

const comprobante: ComprobanteLista = {
  iDFacturaPagosEnc: 41,
  idPago: 41,
  folioPago: 12,
  seriePago: 'BA',
  codCliente: 7,
  nomCliente: 'HOSPITAL SAN RAFAEL',
  rfcCliente: 'HSR850101AB1',
  montoPago: 1660.5,
  fechaEmision: '2026-11-20T17:00:00.000Z',
  fechaPago: '2026-11-20',
  formaPago: '03',
  timbrado: false,
  uuid: '',
  mensajePac: 'El PAC no respondió.',
  modoPrueba: false,
};

const entrada = (id: number, cambios: { campo: string; despues: string }[]): EntradaHistorial => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo: 'alta',
  cambios: cambios.map((c) => ({ ...c, antes: null })),
});

describe('Historial of a payment receipt (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the receipt by its idPago: its save and its stamping attempts, with the screen’s labels', async () => {
    mockFetch({
      [PENDIENTES]: envelope([comprobante]),
      [HISTORIAL]: paginaHistorial(
        [
          entrada(3, [
            { campo: 'timbrado', despues: 'No' },
            { campo: 'mensaje', despues: 'El PAC no respondió.' },
          ]),
          entrada(2, [
            { campo: 'idPago', despues: '41' },
            { campo: 'seriePago', despues: 'BA' },
            { campo: 'folioPago', despues: '12' },
            { campo: 'codCliente', despues: '7' },
            { campo: 'formaPago', despues: '03' },
            { campo: 'fechaPago', despues: '2026-11-20' },
            { campo: 'montoPago', despues: '1660.50' },
            { campo: 'creadoPor', despues: '1' },
          ]),
        ],
        2,
      ),
    });
    const { user } = renderWithProviders(<PendientesModal onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Historial de comprobante BA-12' }));
    // Found by its title: inside the pending receipts' modal, antd's dialogs share one label id in tests.
    const dialogo = await waitFor(() => {
      const d = screen
        .queryAllByRole('dialog')
        .find((x) => within(x).queryAllByText('Historial de comprobante BA-12').length > 0);
      if (!d) throw new Error('Sin diálogo de historial');
      return d;
    });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Timbrado: No',
        'Mensaje del PAC: El PAC no respondió.',
        'Folio: 12',
        'Serie: BA',
        'Cliente: 7 - HOSPITAL SAN RAFAEL',
        'Total: $1,660.50',
        'Forma de pago: 03 - Transferencia electrónica de fondos',
        'Fecha de pago: 20/nov/2026',
      ]),
    );
    // Internal ids and audit columns are not shown.
    expect(items.some((t) => t?.includes('41') || t?.startsWith('creadoPor'))).toBe(false);
  });
});
