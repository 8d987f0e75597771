import {
  conDatos,
  type FacturaPorPagar,
  fallaGenerar,
  comprobantePagoMessages as m,
} from '@farmasi/contracts/sat/comprobantepago';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { ComprobantePagoPage } from './ComprobantePagoPage';
import { fallaAntesDeGenerar } from './validate';

const HOY = dayjs().format('YYYY-MM-DD');
const RUTA = '/baranetos/sat/comprobantepago';
const LISTAR = 'POST /admin/api/comprobantepago/obtener-comprobantepago';
const PENDIENTES = 'POST /admin/api/comprobantepago/pendiente-timbrar';
const CONFIGURACION = 'GET /admin/api/comprobantepago/configuracion';
const GUARDAR = `POST /admin/api/comprobantepago/guardar-facturapago/7/03/${HOY}`;

const factura = (id: number, codCliente: number, o: Partial<FacturaPorPagar> = {}): FacturaPorPagar => ({
  idFacturaCredito: id,
  codCliente,
  folio: 10_230 + id,
  serie: 'FB',
  uuid: `6F1A2B3C-0000-4000-8000-00000000000${id}`,
  nombreCliente: codCliente === 7 ? 'HOSPITAL SAN RAFAEL' : 'SANATORIO GUADALUPE',
  rfcCliente: codCliente === 7 ? 'HSR850101AB1' : 'SGU900202CD2',
  importe: 1160,
  saldo: 1160,
  numParcialidad: 1,
  fechaFactura: dayjs().subtract(20, 'day').format('YYYY-MM-DD'),
  seleccionado: false,
  ...o,
});
const FACTURAS = [factura(1, 7), factura(2, 7, { saldo: 500.5, numParcialidad: 2 }), factura(3, 9)];

const rutas = (o: Record<string, unknown> = {}) => ({
  [LISTAR]: envelope(FACTURAS),
  [PENDIENTES]: envelope([]),
  [CONFIGURACION]: envelope({ modoPrueba: true, pac: 'Prueba (sin valor fiscal)', seriePago: 'BA' }),
  ...o,
});
const setup = () => renderWithProviders(<ComprobantePagoPage />, { route: RUTA });
const marcar = async (user: ReturnType<typeof setup>['user'], folio: number) =>
  user.click(await screen.findByRole('checkbox', { name: `Marcar factura FB-${folio}` }));
const aceptar = async (user: ReturnType<typeof setup>['user'], texto: string) => {
  expect(await screen.findByText(texto)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByText(texto)).toBeNull());
};

describe('the checks before generating, in order (002 §5)', () => {
  const [a, b, c] = FACTURAS.map((f) => ({ ...f, importePagado: f.saldo }));
  it('one customer first, then at least one, then each amount', () => {
    expect(fallaAntesDeGenerar([a!, c!])?.mensaje).toBe(m.mismoCliente);
    expect(fallaAntesDeGenerar([])?.mensaje).toBe(m.alMenosUno);
    expect(fallaAntesDeGenerar([a!, { ...b!, importePagado: null }])).toEqual({
      mensaje: conDatos(m.importeRequerido, { factura: 'FB-10232' }),
      idFacturaCredito: 2,
    });
    expect(fallaAntesDeGenerar([{ ...b!, importePagado: 500.51 }])?.mensaje).toBe(
      conDatos(m.importeMayorSaldo, { factura: 'FB-10232', saldo: '$500.50' }),
    );
    expect(fallaAntesDeGenerar([a!, b!])).toBeNull();
  });

  it('the modal: payment method, then the date, then not after today', () => {
    expect(fallaGenerar({ formaPago: '', fechaPago: '' }, HOY)?.mensaje).toBe(m.formaPagoRequerida);
    expect(fallaGenerar({ formaPago: '03', fechaPago: '' }, HOY)?.mensaje).toBe(m.fechaRequerida);
    const manana = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(fallaGenerar({ formaPago: '03', fechaPago: manana }, HOY)).toEqual({
      campo: 'fechaPago',
      mensaje: m.fechaFutura,
    });
    expect(fallaGenerar({ formaPago: '03', fechaPago: HOY }, HOY)).toBeNull();
  });
});

describe('ComprobantePagoPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1600, RUTA, 21, 'Comprobante de pago')] });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it('lists three months of invoices with a balance, says it stamps in test mode, totals what is ticked', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    expect(await screen.findByText(m.modoPrueba)).toBeTruthy();
    await screen.findByText('FB-10231');
    expect(sentBodies(fetchMock, LISTAR)[0]).toEqual({
      fi: dayjs().subtract(3, 'month').format('YYYY-MM-DD'),
      ff: HOY,
    });
    const total = () => screen.getByTestId('total-pago').textContent;
    expect(total()).toContain('$0.00');
    await marcar(user, 10_232);
    expect(total()).toContain('$500.50');
    await user.click(screen.getByRole('checkbox', { name: 'Marcar todas las facturas' }));
    expect(total()).toContain('$2,820.50');
    expect(total()).toContain('(3 facturas)');
    // A partial amount counts as typed.
    const importe = screen.getByLabelText('Importe a pagar de la factura FB-10231');
    await user.clear(importe);
    await user.type(importe, '100.25');
    expect(total()).toContain('$1,760.75');
  });

  it('refuses in the spec order: none ticked, two customers, an amount above the balance (focused)', async () => {
    mockFetch(rutas());
    const { user } = setup();
    await screen.findByText('FB-10231');
    const generar = screen.getByRole('button', { name: /Generar comprobante/ });
    await user.click(generar);
    await aceptar(user, m.alMenosUno);
    await marcar(user, 10_231);
    await marcar(user, 10_233);
    await user.click(generar);
    await aceptar(user, m.mismoCliente);
    await marcar(user, 10_233);
    const importe = screen.getByLabelText('Importe a pagar de la factura FB-10231');
    await user.clear(importe);
    await user.type(importe, '1160.01');
    await user.click(generar);
    await aceptar(user, conDatos(m.importeMayorSaldo, { factura: 'FB-10231', saldo: '$1,160.00' }));
    await waitFor(() => expect(document.activeElement).toBe(importe));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the modal refuses in order: the date, and with both missing the payment method first; nothing saved', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await marcar(user, 10_231);
    await user.click(screen.getByRole('button', { name: /Generar comprobante/ }));
    const modal = await screen.findByRole('dialog', { name: 'Generar comprobante de pago' });
    const fecha = within(modal).getByLabelText('Fecha de pago');
    await user.clear(fecha);
    await user.tab();
    await user.click(within(modal).getByRole('button', { name: 'Generar' }));
    await aceptar(user, m.fechaRequerida);
    await waitFor(() => expect(document.activeElement?.id).toBe('fechaPago'));
    // Both missing: the payment method is named first.
    await user.click(modal.querySelector('.ant-select-clear')!);
    await user.click(within(modal).getByRole('button', { name: 'Generar' }));
    await aceptar(user, m.formaPagoRequerida);
    await waitFor(() => expect(document.activeElement?.id).toBe('formaPago'));
    expect(screen.queryByText(m.confirmar)).toBeNull();
    expect(sentBodies(fetchMock, GUARDAR)).toHaveLength(0);
  });

  it('generates: 03 and today by default, confirmation, save, stamp (3 s toast), PDF in a new window', async () => {
    const ventana = { closed: false, close: vi.fn(), location: { href: '' } };
    const abrir = vi.spyOn(window, 'open').mockReturnValue(ventana as unknown as Window);
    const fetchMock = mockFetch(
      rutas({
        [GUARDAR]: envelope([{ idPago: 41, seriePago: 'BA', folioPago: 12, montoPago: 1660.5 }]),
        'GET /admin/api/comprobantepago/timbrar-pago/41': envelope({
          idPago: 41,
          valor: true,
          uuid: 'ABC',
          mensaje: '',
          yaTimbrado: false,
          modoPrueba: true,
        }),
        'POST /admin/api/comprobantepago/generar-pdf/41': envelope(btoa('%PDF-1.7')),
      }),
    );
    const { user } = setup();
    await marcar(user, 10_231);
    await marcar(user, 10_232);
    await user.click(screen.getByRole('button', { name: /Generar comprobante/ }));
    const modal = await screen.findByRole('dialog', { name: 'Generar comprobante de pago' });
    expect(within(modal).getAllByText('03 - Transferencia electrónica de fondos').length).toBeGreaterThan(0);
    expect(within(modal).getByText('$1,660.50')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(m.confirmar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.timbrado)).toBeTruthy();
    await waitFor(() => expect(ventana.location.href).toBe('blob:x'));
    expect(sentBodies(fetchMock, `${GUARDAR}`)[0]).toEqual([
      { idFacturaCredito: 1, importePagado: 1160 },
      { idFacturaCredito: 2, importePagado: 500.5 },
    ]);
    expect(abrir).toHaveBeenCalledTimes(1);
    // The list is asked again after the save.
    await waitFor(() => expect(sentBodies(fetchMock, LISTAR).length).toBeGreaterThanOrEqual(2));
    abrir.mockRestore();
  });

  it("a refused save says 'Hubo un error al guardar…' with the reason; a failed stamping the PAC's message", async () => {
    const ventana = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(ventana as unknown as Window);
    let guardados = 0;
    mockFetch(
      rutas({
        [GUARDAR]: () =>
          ++guardados === 1
            ? envelope(null, conDatos(m.saldoCambio, { factura: 'FB-10231' }), false)
            : envelope([{ idPago: 42, seriePago: 'BA', folioPago: 13, montoPago: 1160 }]),
        'GET /admin/api/comprobantepago/timbrar-pago/42': envelope(
          {
            idPago: 42,
            valor: false,
            uuid: '',
            mensaje: 'CFDI40102 - Sello inválido',
            yaTimbrado: false,
            modoPrueba: false,
          },
          'CFDI40102 - Sello inválido',
          false,
        ),
      }),
    );
    const { user } = setup();
    for (let intento = 0; intento < 2; intento++) {
      await marcar(user, 10_231);
      await user.click(screen.getByRole('button', { name: /Generar comprobante/ }));
      const modal = await screen.findByRole('dialog', { name: 'Generar comprobante de pago' });
      await user.click(within(modal).getByRole('button', { name: 'Generar' }));
      await user.click(await screen.findByRole('button', { name: 'Si' }));
      if (intento === 0) {
        expect(await screen.findByText(m.errorGuardar)).toBeTruthy();
        expect(screen.getByText(conDatos(m.saldoCambio, { factura: 'FB-10231' }))).toBeTruthy();
      } else {
        expect(await screen.findByText(m.errorTimbrar)).toBeTruthy();
        expect(screen.getByText('CFDI40102 - Sello inválido')).toBeTruthy();
      }
      expect(ventana.close).toHaveBeenCalledTimes(intento + 1);
      await user.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('Buscar: both dates required, a reversed range swapped, nothing found said', async () => {
    const fetchMock = mockFetch(rutas({ [LISTAR]: envelope([]) }));
    const { user } = setup();
    await waitFor(() => expect(sentBodies(fetchMock, LISTAR)).toHaveLength(1));
    const inicio = screen.getByLabelText('Fecha inicial');
    const fin = screen.getByLabelText('Fecha final');
    await user.clear(fin);
    await user.tab();
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await aceptar(user, m.fechaRequerida);
    await waitFor(() => expect(document.activeElement?.id).toBe('ff'));
    await user.type(fin, '01/01/2026');
    await user.clear(inicio);
    await user.type(inicio, '31/01/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect((await screen.findAllByText(m.sinFacturas)).length).toBeGreaterThan(0);
    expect(sentBodies(fetchMock, LISTAR).at(-1)).toEqual({ fi: '2026-01-01', ff: '2026-01-31' });
  });
});
