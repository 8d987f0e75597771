import { generarPolizasMessages as m } from '@farmasi/contracts/contabilidad/generar-polizas';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { GenerarPolizasPage } from './GenerarPolizasPage';

const EMPRESAS = 'POST /admin/api/polizas/empresasconsultar';
const empresas = [
  { idCatEmpresa: 1, descripcion: 'Farmacias FarmaSí' },
  { idCatEmpresa: 2, descripcion: 'Baranetos' },
  { idCatEmpresa: 3, descripcion: 'Talleres FarmaSí' },
];
const archivo = (nombre: string) =>
  new Response('P  20261105    1 …\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/plain; charset=windows-1252',
      'Content-Disposition': `attachment; filename="${nombre}"`,
    },
  });

let guardados: string[] = [];
beforeEach(() => {
  signIn();
  guardados = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  });
});

const setup = () =>
  renderWithProviders(<GenerarPolizasPage />, { route: '/farmasi/contabilidad/generarpolizas' });
const elegir = async (user: ReturnType<typeof setup>['user'], campo: string, opcion: string) => {
  await user.click(screen.getByLabelText(campo));
  await user.click(await screen.findByTitle(opcion));
};

describe('GenerarPolizasPage', () => {
  it('generates with the defaults (today, type 1, company 1, folio 0) and saves the file by its name', async () => {
    const hoy = dayjs().format('YYYY-MM-DD');
    const fetchMock = mockFetch({
      [EMPRESAS]: envelope(empresas),
      'POST /admin/api/polizas/polizacostoventa': archivo('PolizaVentaCostoVenta_0.txt'),
    });
    const { user } = setup();
    expect(await screen.findByTitle('Farmacias FarmaSí')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await waitFor(() => expect(guardados).toEqual(['PolizaVentaCostoVenta_0.txt']));
    expect(sentBodies(fetchMock, 'POST /admin/api/polizas/polizacostoventa')).toEqual([
      { fechaInicio: hoy, fechaFin: hoy, poliza: 1, empresa: 1, folio: 0 },
    ]);
  });

  it('calls the variant of the type and company (type 2 of the workshops) with the folio typed', async () => {
    const fetchMock = mockFetch({
      [EMPRESAS]: envelope(empresas),
      'POST /admin/api/polizas/polizabonificaciontalleres': archivo('PolizaBonificacionTalleres_25.txt'),
    });
    const { user } = setup();
    await screen.findByTitle('Farmacias FarmaSí');
    await elegir(user, 'Poliza', '2 Bonificación y/o descuentos sobre ventas');
    await elegir(user, 'Empresa', 'Talleres FarmaSí');
    const folio = screen.getByLabelText('Folio');
    await user.clear(folio);
    await user.type(folio, 'e+-2E5');
    expect((folio as HTMLInputElement).value).toBe('25');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await waitFor(() => expect(guardados).toEqual(['PolizaBonificacionTalleres_25.txt']));
    expect(sentBodies(fetchMock, 'POST /admin/api/polizas/polizabonificaciontalleres')).toMatchObject([
      { poliza: 2, empresa: 3, folio: 25 },
    ]);
  });

  it("shows 'No se encontro información' when there is nothing to write", async () => {
    mockFetch({
      [EMPRESAS]: envelope(empresas),
      'POST /admin/api/polizas/polizacostoventa': json(envelope(null, m.sinInformacion, false), 404),
    });
    const { user } = setup();
    await screen.findByTitle('Farmacias FarmaSí');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(m.sinInformacion)).toBeTruthy();
    expect(guardados).toEqual([]);
  });

  it("shows the spec's text when the request fails", async () => {
    mockFetch({
      [EMPRESAS]: envelope(empresas),
      'POST /admin/api/polizas/polizacostoventa': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = setup();
    await screen.findByTitle('Farmacias FarmaSí');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(m.errorCarga.trim())).toBeTruthy();
  });

  it('refuses a period that ends before it starts, without a request', async () => {
    const fetchMock = mockFetch({ [EMPRESAS]: envelope(empresas) });
    const { user } = setup();
    await screen.findByTitle('Farmacias FarmaSí');
    const de = screen.getByLabelText('De');
    await user.clear(de);
    await user.type(de, `${dayjs().add(3, 'day').format('DD/MM/YYYY')}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(m.rango)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('polizacostoventa'))).toBe(false);
  });
});
