import {
  type DetalleFactura,
  type FacturaCorte,
  facturasReporteMessages as fm,
  muestraFila,
  requiereRevision,
} from '@farmasi/contracts/reportes/facturas';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { FacturasReportePage } from './FacturasReportePage';

const CONSULTA = 'POST /admin/api/reportes/facturas';
const EXPORTAR = 'POST /admin/api/reportes/facturas/excel';
const SUCURSALES = 'POST /admin/api/catalogos/sucursales';
const detalleDe = (id: number) => `GET /admin/api/reportes/facturas-detalle/${id}`;
const RUTA = '/farmasi/reportes/facturas';

const fila = (idFactura: number, diferencia: number, o: Partial<FacturaCorte> = {}): FacturaCorte => ({
  farmacia: 'Farmacias FarmaSí',
  idCatEmpresa: 1,
  codSucursal: 7,
  sucursal: 'Puebla Centro',
  corte: 412,
  fecha: '2026-11-18',
  exento: 48_210.4,
  gravado: 20_661.6,
  iVA: 3305.86,
  iEPS: 0,
  total: 72_177.86,
  idFactura,
  folio: `G7-${idFactura}`,
  clienteFactura: 'PÚBLICO EN GENERAL',
  importeCorte: 72_177.86,
  importeFactura: 72_177.86 - diferencia,
  diferencia,
  fechaTimbrado: '2026-11-19T08:12:00.000Z',
  importeNC: 0,
  ...o,
});
const filas = [
  fila(1, 0.02),
  fila(2, 0.1),
  fila(3, -0.1),
  fila(4, 0.11, { importeNC: 12.5 }),
  fila(5, -230.4),
];
const detalle: DetalleFactura = {
  factura: [
    {
      idFactura: 4,
      codSucursal: 7,
      sucursal: 'Puebla Centro',
      folio: 'G7-4',
      codCliente: 'XAXX010101000',
      cliente: 'PÚBLICO EN GENERAL',
      fechaFactura: '2026-11-18',
      estatus: 'Vigente',
      formaPago: '01 Efectivo',
      importeFactura: 72_177.75,
    },
  ],
  tickets: [
    {
      codSucursal: 7,
      sucursal: 'Puebla Centro',
      ticket: '1-120',
      fecha: '2026-11-18T17:05:00.000Z',
      noCorte: 412,
      venta: 350.2,
      folioFactura: 'G7-4',
    },
    {
      codSucursal: 7,
      sucursal: 'Puebla Centro',
      ticket: '2-121',
      fecha: '2026-11-19T03:55:00.000Z',
      noCorte: 412,
      venta: 0.11,
      folioFactura: '',
    },
  ],
  descontadoGlobal: 1520,
  venta: 73_697.86,
};

const setup = (ruta = RUTA) => renderWithProviders(<FacturasReportePage />, { route: ruta });
const filaDe = async (folio: string) => (await screen.findByText(folio)).closest('tr')!;

describe('the rules of 003 §5', () => {
  it('shows a row above 0.01 and marks it above 0.1, never at the boundaries', () => {
    expect([0.01, -0.01, 0.011, 0.02, -0.02].map(muestraFila)).toEqual([false, false, false, true, true]);
    expect([0.1, -0.1, 0.1000001, 0.11, -0.11, 230.4].map(requiereRevision)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    // 0.3 - 0.2 is 0.09999999999999998 in binary floating point: still 0.1 for the rule.
    expect(requiereRevision(0.3 - 0.2)).toBe(false);
  });
});

describe('FacturasReportePage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1720, RUTA, 14, 'Facturas')] });
  });

  it('asks for a month up to today of every branch, 20 a page, and shows the spec’s columns', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: filas, totalRegistros: 25 }),
      [SUCURSALES]: envelope([]),
    });
    setup();
    const tr = await filaDe('G7-4');
    expect(sentBodies(fetchMock, CONSULTA)[0]).toEqual({
      fechaInicio: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      fechaFin: dayjs().format('YYYY-MM-DD'),
      codSucursal: 0,
      pagina: 1,
      tamanoPagina: 20,
    });
    for (const titulo of [
      'Farmacia',
      'Sucursal',
      'Corte',
      'Fecha',
      'Exento',
      'Gravado',
      'IVA',
      'IEPS',
      'Total',
      'Folio',
      'Cliente facturado',
      'Importe corte',
      'Importe factura',
      'Diferencia',
      'Fecha timbrado',
      'Importe NC',
    ])
      expect(screen.getByRole('columnheader', { name: titulo })).toBeTruthy();
    expect(within(tr).getByText('7 - Puebla Centro')).toBeTruthy();
    expect(within(tr).getByText('18/nov/2026')).toBeTruthy();
    // The browser's clock (Mexico City for the users; the test machine's here).
    expect(within(tr).getByText(formatDateTime('2026-11-19T08:12:00.000Z'))).toBeTruthy();
    expect(within(tr).getByText('$48,210.40')).toBeTruthy();
    expect(within(tr).getByText('$12.50')).toBeTruthy();
    expect(screen.getByTestId('total-facturas').textContent).toBe('25 facturas');
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeTruthy();
  });

  it('puts the detail link and the red only on the rows above 0.1', async () => {
    mockFetch({ [CONSULTA]: envelope({ facturas: filas, totalRegistros: 5 }), [SUCURSALES]: envelope([]) });
    setup();
    await filaDe('G7-4');
    for (const [folio, roja] of [
      ['G7-1', false],
      ['G7-2', false],
      ['G7-3', false],
      ['G7-4', true],
      ['G7-5', true],
    ] as const) {
      const tr = await filaDe(folio);
      expect(tr.className.includes('facturas-fila-roja'), folio).toBe(roja);
      expect(!!within(tr).queryByRole('button', { name: `Ver detalle de la factura ${folio}` }), folio).toBe(
        roja,
      );
      expect(!!tr.querySelector('.facturas-diferencia-roja'), folio).toBe(roja);
    }
    expect(within(await filaDe('G7-5')).getByText('-$230.40')).toBeTruthy();
  });

  it('opens the detail: the invoices, the tickets (one in no invoice), what was discounted and the sale', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: filas, totalRegistros: 5 }),
      [SUCURSALES]: envelope([]),
      [detalleDe(4)]: envelope(detalle),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Ver detalle de la factura G7-4' }));
    const modal = await screen.findByRole('dialog', { name: 'Detalle de la factura G7-4' });
    const factura = await within(modal).findByRole('table', { name: 'Factura' });
    expect(within(factura).getByText('01 Efectivo')).toBeTruthy();
    expect(within(factura).getByText('XAXX010101000')).toBeTruthy();
    const tickets = within(modal).getByRole('table', { name: 'Tickets' });
    expect(within(tickets).getByText('1-120')).toBeTruthy();
    expect(within(within(tickets).getByText('2-121').closest('tr')!).getByText('Sin factura')).toBeTruthy();
    expect(within(modal).getByText('$73,697.86')).toBeTruthy();
    expect(within(modal).getByText('$1,520.00')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('facturas-detalle'))).toHaveLength(1);
    await user.click(within(modal).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a start after the end before asking, and focuses the start', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope(null, fm.fechaInicialMayor, false),
      [SUCURSALES]: envelope([]),
    });
    const { user } = setup(`${RUTA}?fechaInicio=2026-02-10&fechaFin=2026-02-01`);
    expect(await screen.findByText(fm.fechaInicialMayor)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText(fm.fechaInicialMayor)).toBeNull());
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByText(fm.fechaInicialMayor)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('fechaInicio'));
    expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(1);
  });

  it('says that nothing was found after Consultar, and Exportar Excel says it too without a call', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: [], totalRegistros: 0 }, fm.sinDatos),
      [SUCURSALES]: envelope([]),
    });
    const { user } = setup();
    expect(await screen.findByText(fm.sinDatos)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(2));
    expect(screen.getAllByText(fm.sinDatos).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/excel'))).toBe(false);
  });

  it('exports the search in force (every page) and saves the file under the server’s name', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: filas, totalRegistros: 25 }),
      [SUCURSALES]: envelope([]),
      [EXPORTAR]: () =>
        new Response(new Blob(['\uFEFFFarmacia\r\n']), {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="VentasPorCorte_20261120_101500.csv"',
          },
        }),
    });
    const descargas: string[] = [];
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      descargas.push(this.download);
    });
    const { user } = setup(`${RUTA}?fechaInicio=2026-11-01&fechaFin=2026-11-20&pagina=2`);
    await filaDe('G7-4');
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(sentBodies(fetchMock, EXPORTAR)).toHaveLength(1));
    expect(sentBodies(fetchMock, EXPORTAR)[0]).toEqual({
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-20',
      codSucursal: 0,
      pagina: 1,
      tamanoPagina: 20,
    });
    await waitFor(() => expect(descargas).toEqual(['VentasPorCorte_20261120_101500.csv']));
    clic.mockRestore();
  });
});
