import { type ComprobanteLista, comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { ReimpresionComprobantePagoPage } from './ReimpresionComprobantePagoPage';

const HOY = dayjs().format('YYYY-MM-DD');
const RUTA = '/baranetos/sat/reimpresioncomprobantepago';
const LISTA = 'POST /admin/api/comprobantepago/pendiente-timbrar';
const SERIES = 'POST /admin/api/comprobantepago/obtener-seriepago';
const CONFIGURACION = 'GET /admin/api/comprobantepago/configuracion';

const comprobante = (
  idPago: number,
  timbrado: boolean,
  o: Partial<ComprobanteLista> = {},
): ComprobanteLista => ({
  iDFacturaPagosEnc: idPago,
  idPago,
  folioPago: 100 + idPago,
  seriePago: 'BA',
  codCliente: 7,
  nomCliente: 'HOSPITAL SAN RAFAEL',
  rfcCliente: 'HSR850101AB1',
  montoPago: 12_345.6,
  fechaEmision: '2026-11-20T17:30:00.000Z',
  fechaPago: '2026-11-20',
  formaPago: '03',
  timbrado,
  uuid: timbrado ? 'UUID-1' : '',
  mensajePac: timbrado ? '' : 'CFDI40102 - Sello inválido',
  modoPrueba: false,
  ...o,
});

const rutas = (o: Record<string, unknown> = {}) => ({
  [LISTA]: envelope([comprobante(1, true), comprobante(2, false)]),
  [SERIES]: envelope([
    { seriePago: 'BA', descripcion: 'Comprobantes de pago Baranetos' },
    { seriePago: 'P', descripcion: 'Serie anterior' },
  ]),
  [CONFIGURACION]: envelope({ modoPrueba: false, pac: 'SW Sapien', seriePago: 'BA' }),
  ...o,
});
const setup = (ruta = RUTA) => renderWithProviders(<ReimpresionComprobantePagoPage />, { route: ruta });
const filaDe = async (folio: number) =>
  (await screen.findByText(String(folio), { selector: 'td' })).closest('tr') as HTMLElement;

describe('ReimpresionComprobantePagoPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1610, RUTA, 21, 'Reimpresión de comprobantes')] });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it("lists the last month of series BA: the spec's columns, 'PDF' when stamped, 'Generar' when not", async () => {
    const fetchMock = mockFetch(rutas());
    setup();
    const timbrado = await filaDe(101);
    expect(sentBodies(fetchMock, LISTA)[0]).toEqual({
      fi: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      ff: HOY,
      seriePago: 'BA',
    });
    for (const titulo of ['Folio', 'Serie', 'Cliente', 'Total', 'Fecha Emisión'])
      expect(screen.getByRole('columnheader', { name: titulo })).toBeTruthy();
    expect(within(timbrado).getByText('$12,345.60')).toBeTruthy();
    expect(within(timbrado).getByRole('button', { name: 'PDF del comprobante BA-101' })).toBeTruthy();
    expect(within(timbrado).queryByRole('button', { name: /Generar/ })).toBeNull();
    const pendiente = await filaDe(102);
    expect(within(pendiente).getByRole('button', { name: 'Generar el comprobante BA-102' })).toBeTruthy();
    expect(within(pendiente).queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(within(pendiente).getByText('CFDI40102 - Sello inválido')).toBeTruthy();
    // A real PAC: no test-mode label.
    expect(screen.queryByText(m.modoPrueba)).toBeNull();
  });

  it("'Generar' stamps (3 s toast) and the row becomes 'PDF'; a failure shows the PAC's message", async () => {
    let stamped = false;
    let intentos = 0;
    mockFetch(
      rutas({
        [LISTA]: () => envelope([comprobante(1, true), comprobante(2, stamped)]),
        'GET /admin/api/comprobantepago/timbrar-pago/2': () => {
          if (++intentos === 1)
            return envelope(
              {
                idPago: 2,
                valor: false,
                uuid: '',
                mensaje: 'Tiempo de espera agotado',
                yaTimbrado: false,
                modoPrueba: false,
              },
              'Tiempo de espera agotado',
              false,
            );
          stamped = true;
          return envelope({
            idPago: 2,
            valor: true,
            uuid: 'U2',
            mensaje: '',
            yaTimbrado: false,
            modoPrueba: false,
          });
        },
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Generar el comprobante BA-102' }));
    expect(await screen.findByText(m.errorTimbrar)).toBeTruthy();
    expect(screen.getByText('Tiempo de espera agotado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.click(await screen.findByRole('button', { name: 'Generar el comprobante BA-102' }));
    expect(await screen.findByText(m.timbrado)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'PDF del comprobante BA-102' })).toBeTruthy();
  });

  it("'PDF' opens the printed receipt in a new window; 'XML' downloads the stamped XML", async () => {
    const ventana = { closed: false, close: vi.fn(), location: { href: '' } };
    const abrir = vi.spyOn(window, 'open').mockReturnValue(ventana as unknown as Window);
    mockFetch(
      rutas({
        'POST /admin/api/comprobantepago/generar-pdf/1': envelope(btoa('%PDF-1.7')),
        'GET /admin/api/comprobantepago/obtener-xmlpago/1': envelope({
          base64XML: btoa('<cfdi:Comprobante/>'),
          archivoXML: 'BA-101_UUID-1.xml',
        }),
      }),
    );
    const descargas: string[] = [];
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      descargas.push(this.download);
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'PDF del comprobante BA-101' }));
    await waitFor(() => expect(ventana.location.href).toBe('blob:x'));
    expect(abrir).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'XML del comprobante BA-101' }));
    await waitFor(() => expect(descargas).toEqual(['BA-101_UUID-1.xml']));
    clic.mockRestore();
    abrir.mockRestore();
  });

  it('Buscar: both dates required, a reversed range swapped, the series sent, nothing found said', async () => {
    const fetchMock = mockFetch(rutas({ [LISTA]: envelope([]) }));
    const { user } = setup(`${RUTA}?fi=2026-01-31&ff=2026-01-01&serie=P`);
    await waitFor(() => expect(sentBodies(fetchMock, LISTA)).toHaveLength(1));
    expect(screen.getAllByText(m.sinComprobantes).length).toBeGreaterThan(0);
    const inicio = screen.getByLabelText('Fecha inicial');
    await user.clear(inicio);
    await user.tab();
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(m.fechaRequerida)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('fi'));
    await user.type(inicio, '28/02/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeTruthy();
    expect(sentBodies(fetchMock, LISTA).at(-1)).toEqual({
      fi: '2026-01-01',
      ff: '2026-02-28',
      seriePago: 'P',
    });
    expect((screen.getByLabelText('Fecha inicial') as HTMLInputElement).value).toBe('01/ene/2026');
  });
});
