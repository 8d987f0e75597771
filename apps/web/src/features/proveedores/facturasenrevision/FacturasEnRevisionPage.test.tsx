import { documentosMessages as dm, type Factura } from '@farmasi/contracts/proveedores/facturasenrevision';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { FacturasCards, muestraFechaPago } from './FacturasCards';
import { FacturasEnRevisionPage } from './FacturasEnRevisionPage';

const CONSULTA = 'POST /admin/api/Facturas/ProveedoresFacturasCon';
const ESTATUS = 'GET /admin/api/Facturas/ObtenerEstatus';
const RUTA = '/farmasi/catalogos/proveedores/facturasenrevision';

const factura: Factura = {
  idFacturasProveedores: 41,
  fechaSubida: '2026-11-20T18:05:00.000Z',
  fechaFactura: '2026-11-18',
  fechaPago: '1900-01-01',
  folioFactura: 4417,
  serie: 'FA',
  importe: 15234.5,
  idCatProveedoresMarcasEnc: 2,
  marca: 'GENOMMA',
  codProveedor: 3,
  proveedor: 'CASA SABA S.A. DE C.V.',
  estatus: 'ER',
  estatusDescripcion: 'En revisión',
};
const estatus = envelope([
  { estatus: 'S', descripcion: 'Subida' },
  { estatus: 'ER', descripcion: 'En revisión' },
  { estatus: 'PP', descripcion: 'Proceso de pago' },
  { estatus: 'P', descripcion: 'Pagada' },
]);

const setup = () => renderWithProviders(<FacturasEnRevisionPage />, { route: RUTA });

describe('FacturasEnRevisionPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1504, RUTA, 70, 'Facturas en revisión')] });
  });

  it('first lists the relevant invoices uploaded from one month ago to today', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: [factura], totalRegistros: 1 }),
      [ESTATUS]: estatus,
    });
    setup();
    const fila = (await screen.findByText('CASA SABA S.A. DE C.V.')).closest('tr')!;
    expect(within(fila).getByText('$15,234.50')).toBeTruthy();
    expect(within(fila).getByText('En revisión').className).toContain('ant-tag-gold');
    expect(within(fila).getByText('18/nov/2026')).toBeTruthy();
    expect(screen.getByTestId('total-facturas').textContent).toBe('1 factura');
    expect(sentBodies(fetchMock, CONSULTA)[0]).toEqual({
      folioFactura: 0,
      idCatProveedoresMarcasEnc: 0,
      estatus: 'RL',
      fechaSelect: 1,
      fechaInicio: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      fechaFin: dayjs().format('YYYY-MM-DD'),
      pagina: 1,
      tamanoPagina: 50,
    });
    for (const titulo of [
      'Fecha de carga',
      'Folio',
      'Serie',
      'Importe',
      'Marca',
      'Proveedor',
      'Fecha de factura',
      'Estatus factura',
    ])
      expect(screen.getByRole('columnheader', { name: titulo })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar a Excel/ })).toBeTruthy();
  });

  it('offers Relevantes, Todos and the server statuses, and both date types; sends what is chosen', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({ facturas: [factura], totalRegistros: 1 }),
      [ESTATUS]: estatus,
    });
    const { user } = setup();
    await screen.findByText('CASA SABA S.A. DE C.V.');
    await user.click(screen.getByRole('combobox', { name: 'Estatus' }));
    await screen.findByTitle('Pagada');
    const opciones = [...document.querySelectorAll('.ant-select-item-option')];
    expect(opciones.map((o) => o.getAttribute('title'))).toEqual([
      'Relevantes',
      'Todos',
      'Subida',
      'En revisión',
      'Proceso de pago',
      'Pagada',
    ]);
    await user.click(screen.getByTitle('Todos'));
    await user.click(screen.getByRole('combobox', { name: 'Tipo de fecha' }));
    await user.click(await screen.findByTitle('Fecha de factura'));
    const folio = screen.getByLabelText('Folio');
    await user.type(folio, '12a34567890');
    expect((folio as HTMLInputElement).value).toBe('123456789');
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(2));
    expect(sentBodies(fetchMock, CONSULTA)[1]).toMatchObject({
      folioFactura: 123456789,
      estatus: '',
      fechaSelect: 2,
      pagina: 1,
    });
  });

  it('empties the list and shows the server message when the search is refused', async () => {
    let rechazar = false;
    mockFetch({
      [CONSULTA]: () =>
        rechazar
          ? envelope(null, dm.fechaInicialMayor, false)
          : envelope({ facturas: [factura], totalRegistros: 1 }),
      [ESTATUS]: estatus,
    });
    const { user } = setup();
    await screen.findByText('CASA SABA S.A. DE C.V.');
    rechazar = true;
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(dm.fechaInicialMayor)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('CASA SABA S.A. DE C.V.')).toBeNull());
    expect(screen.getByTestId('total-facturas').textContent).toBe('0 facturas');
  });
});

describe('FacturasCards (below 992 px)', () => {
  it('shows each invoice as a card and hides the payment date for status P', () => {
    expect(muestraFechaPago({ estatus: 'PP', fechaPago: '2026-11-21T17:00:00.000Z' })).toBe(true);
    expect(muestraFechaPago({ estatus: 'P', fechaPago: '2026-11-21T17:00:00.000Z' })).toBe(false);
    expect(muestraFechaPago({ estatus: 'ER', fechaPago: '1900-01-01' })).toBe(false);
    const enPago = {
      ...factura,
      idFacturasProveedores: 42,
      estatus: 'PP',
      fechaPago: '2026-11-21T17:00:00.000Z',
    };
    const pagada = { ...enPago, idFacturasProveedores: 43, folioFactura: 4418, estatus: 'P' };
    renderWithProviders(
      <FacturasCards
        facturas={[enPago, pagada]}
        loading={false}
        paginacion={{ pagina: 1, total: 2, onPagina: () => {} }}
        exportar={{ archivo: 'x' }}
      />,
    );
    const tarjetas = within(screen.getByRole('list', { name: 'Facturas' })).getAllByRole('listitem');
    expect(tarjetas.map((t) => t.getAttribute('aria-label'))).toEqual(['Factura FA-4417', 'Factura FA-4418']);
    expect(within(tarjetas[0]!).getByText('Fecha de pago')).toBeTruthy();
    expect(within(tarjetas[1]!).queryByText('Fecha de pago')).toBeNull();
    expect(within(tarjetas[1]!).getByText('$15,234.50')).toBeTruthy();
  });
});
