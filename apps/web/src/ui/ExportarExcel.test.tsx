import { exportarAExcel } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { consultaGeneralFarmacias } from '@farmasi/contracts/reportes/consultageneraldatos';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ExportarExcelButton } from './ExportarExcel';

const EXPORTAR = 'POST /admin/api/traspasosSuc/ExportarAExcel';
const config = {
  archivo: () => 'Traspasos_20261123_101500',
  endpoint: exportarAExcel,
  base64: true,
  body: { Estatus: 'P', sIdTraspasosSucursales: ['7'] },
  etiqueta: 'Exportar a Excel (1 marcados)',
  siVacia: 'No existen traspasos para los filtros seleccionados.',
};

describe('ExportarExcelButton: a spec call answering base64', () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it('sends the body, saves the decoded file under the name made at the click', async () => {
    const fetchMock = mockFetch({ [EXPORTAR]: envelope(btoa('PK\u0003\u0004')) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<ExportarExcelButton config={config} />);
    await user.click(screen.getByRole('button', { name: /Exportar a Excel \(1 marcados\)/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentBodies(fetchMock, EXPORTAR)).toEqual([config.body]);
    const a = click.mock.contexts[0] as HTMLAnchorElement;
    expect(a.download).toBe('Traspasos_20261123_101500.xlsx');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it("an empty list shows the spec's warning and calls nothing", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithProviders(<ExportarExcelButton config={config} vacia />);
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(await screen.findByText(config.siVacia)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ExportarExcelButton: a spec call that streams the file at its own path', () => {
  const EXCEL = 'POST /admin/api/consulta-general/excel';
  const archivo = () =>
    new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition':
          'attachment; filename="Ventas_20261128_101500.xlsx"; filename*=UTF-8\'\'Ventas_20261128_101500.xlsx',
      },
    });
  const propia = (antes: () => boolean | Promise<boolean> = () => true) => ({
    archivo: 'Consulta',
    etiqueta: 'Exportar Excel',
    endpoint: consultaGeneralFarmacias.excel,
    enSuRuta: true,
    body: { idOpcion: 1 },
    textoError: 'Error al generar el excel',
    antes,
  });

  beforeEach(() => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it('runs the check first, calls the path as it is and saves under the name the server gives', async () => {
    const fetchMock = mockFetch({ [EXCEL]: archivo });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const antes = vi.fn(() => true);
    const { user } = renderWithProviders(<ExportarExcelButton config={propia(antes)} />);
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(antes).toHaveBeenCalled();
    expect(sentBodies(fetchMock, EXCEL)).toEqual([{ idOpcion: 1 }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Ventas_20261128_101500.xlsx');
  });

  it('exports nothing when the check fails', async () => {
    const fetchMock = mockFetch({});
    const antes = vi.fn(() => false);
    const { user } = renderWithProviders(<ExportarExcelButton config={propia(antes)} />);
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(antes).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's text for a failed export", async () => {
    mockFetch({ [EXCEL]: () => new Response('boom', { status: 500 }) });
    const { user } = renderWithProviders(<ExportarExcelButton config={propia()} />);
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await screen.findByText('Error al generar el excel')).toBeTruthy();
  });

  it("shows a refusal's own message", async () => {
    mockFetch({ [EXCEL]: envelope(null, 'No existen datos para esta consulta.', false) });
    const { user } = renderWithProviders(<ExportarExcelButton config={propia()} />);
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await screen.findByText('No existen datos para esta consulta.')).toBeTruthy();
  });
});
