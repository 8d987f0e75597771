import { exportarAExcel } from '@farmasi/contracts/administracion/traspasos-sucursales';
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
