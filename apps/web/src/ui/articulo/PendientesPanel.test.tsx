import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { PendientesPanel } from './PendientesPanel';

const URL = 'GET /admin/api/catarticulos/pendientes';
const ORDEN = 'orden=articulo&direccion=asc';
const fila = (codArticulo: number, articulo = `ARTICULO ${codArticulo}`) => ({
  codArticulo,
  articulo,
  formula: 'PARACETAMOL',
});
const pagina = (desde: number, n: number, total: number) =>
  envelope({ articulos: Array.from({ length: n }, (_, i) => fila(desde + i)), totalRegistros: total });

describe('PendientesPanel (server paging and search)', () => {
  beforeEach(() => signIn({ idUser: 1 }));

  it('shows the real count and asks the server for the page the user opens', async () => {
    const fetchMock = mockFetch({
      [`${URL}?pagina=1&tamanoPagina=50&${ORDEN}`]: pagina(1, 50, 120),
      [`${URL}?pagina=2&tamanoPagina=50&${ORDEN}`]: pagina(51, 50, 120),
    });
    const { user } = renderWithProviders(<PendientesPanel onCompletar={() => {}} />);
    expect(await screen.findByText('Total: 120 registros')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('ARTICULO 51')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('one result opens the article, several the results modal, none the spec message', async () => {
    const onCompletar = vi.fn();
    mockFetch({
      [`${URL}?pagina=1&tamanoPagina=50&${ORDEN}`]: pagina(1, 50, 120),
      [`${URL}?buscar=para&pagina=1&tamanoPagina=25&${ORDEN}`]: pagina(1, 25, 30),
      [`${URL}?buscar=77&pagina=1&tamanoPagina=25`]: envelope({ articulos: [fila(77)], totalRegistros: 1 }),
      [`${URL}?buscar=para&pagina=1&tamanoPagina=25`]: pagina(1, 25, 30),
      [`${URL}?buscar=zzz&pagina=1&tamanoPagina=25`]: envelope({ articulos: [], totalRegistros: 0 }),
    });
    const { user } = renderWithProviders(<PendientesPanel onCompletar={onCompletar} />);
    const caja = await screen.findByLabelText('Buscar artículo pendiente');

    await user.type(caja, '77{Enter}');
    await vi.waitFor(() => expect(onCompletar).toHaveBeenCalledWith(fila(77)));

    await user.clear(caja);
    await user.type(caja, 'para{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Resultados de la búsqueda' });
    expect(await within(modal).findByText('Total: 30 registros')).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: 'Completar 3' }));
    expect(onCompletar).toHaveBeenLastCalledWith(fila(3));

    await user.clear(caja);
    await user.type(caja, 'zzz{Enter}');
    expect(await screen.findByText('no se encontraron resultados')).toBeTruthy();
  });

  it('sorts on the server by the header clicked; the sort is in the URL and back to page 1', async () => {
    const fetchMock = mockFetch({
      [`${URL}?pagina=2&tamanoPagina=50&${ORDEN}`]: pagina(51, 50, 120),
      [`${URL}?pagina=1&tamanoPagina=50&orden=codArticulo&direccion=asc`]: pagina(1, 50, 120),
      [`${URL}?pagina=1&tamanoPagina=50&orden=codArticulo&direccion=desc`]: pagina(71, 50, 120),
    });
    const { user, router } = renderWithProviders(<PendientesPanel onCompletar={() => {}} />, {
      route: '/pendientes?pagina=2',
    });
    expect(await screen.findByText('ARTICULO 51')).toBeTruthy();
    const codigo = screen.getByRole('columnheader', { name: /Código/ });
    await user.click(codigo);
    expect(router.state.location.search).toBe('?orden=codArticulo&direccion=asc');
    expect(await screen.findByText('ARTICULO 1')).toBeTruthy();
    await user.click(codigo);
    expect(router.state.location.search).toBe('?orden=codArticulo&direccion=desc');
    expect(await screen.findByText('ARTICULO 71')).toBeTruthy();
    expect(codigo.getAttribute('aria-sort')).toBe('descending');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
