import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { messages } from '@farmasi/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hayCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { PendientesPanel } from '@/ui/articulo/PendientesPanel';
import { AltaArticulosPage } from './AltaArticulosPage';

const CONSULTAR = 'POST /admin/api/catarticulos/consultar';
/** What the article form loads when it shows: the airtime SAT parameter and its catalogues, empty. */
const CATALOGOS_DEL_FORMULARIO = {
  'GET /admin/api/parametros/consultar/CODIGO_SAT_RECARGA': envelope({ nombre: 'x', valor: '51000000' }),
  'GET /admin/api/catarticulos/articuloestatuscon': envelope([]),
  'GET /admin/api/catalogos/formasadministracion': envelope([]),
  'GET /admin/api/catalogos/marcas': envelope([]),
  'GET /admin/api/catalogos/proveedores': envelope([]),
  'GET /admin/api/catalogos/recargas/proveedores': envelope([]),
  'GET /admin/api/catalogos/recargas/companias': envelope([]),
  'GET /admin/api/catalogos/recargas/tipoproductos': envelope([]),
};

/** Issue 30: a search over 100 characters answered 'Debe ser un texto.'; the box now stops at 100. */
describe('the article searches stop at 100 characters', () => {
  beforeEach(() => {
    signIn();
    sessionStorage.clear();
  });

  it('S06: a pasted 150-character text keeps its first 100 and is searched as such', async () => {
    const fetchMock = mockFetch({
      ...CATALOGOS_DEL_FORMULARIO,
      [CONSULTAR]: envelope([]),
    });
    const { user } = renderWithProviders(<AltaArticulosPage />);
    const buscar = screen.getByLabelText(
      'Código DIFARMER, código de la cadena o descripción',
    ) as HTMLInputElement;
    fireEvent.change(buscar, { target: { value: `  ${'a'.repeat(150)}` } });
    expect(buscar.value).toBe('a'.repeat(100));
    await user.click(screen.getByRole('button', { name: /Buscar$/ }));
    expect(
      await screen.findByText(m.sinResultadosBusqueda.replace('{buscar}', 'a'.repeat(100))),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, CONSULTAR)).toEqual([{ buscar: 'a'.repeat(100) }]);
  });

  it('S05: the pending search box keeps 100 characters too', () => {
    mockFetch({
      'GET /admin/api/catarticulos/pendientes?buscar=&pagina=1&tamanoPagina=50&orden=articulo&direccion=asc':
        envelope({ articulos: [], totalRegistros: 0 }),
    });
    renderWithProviders(<PendientesPanel onCompletar={() => {}} />);
    const buscar = screen.getByLabelText('Buscar artículo pendiente') as HTMLInputElement;
    fireEvent.change(buscar, { target: { value: 'b'.repeat(120) } });
    expect(buscar.value).toBe('b'.repeat(100));
  });
});

/** Issue 30: S06's form lost its edits on a new search, the menu, Back or reload. */
describe('S06: edits not saved are not dropped without asking', () => {
  beforeEach(() => {
    signIn();
    sessionStorage.clear();
  });

  it('a new search asks first; No keeps the typed description; untouched, nothing is asked', async () => {
    mockFetch({
      ...CATALOGOS_DEL_FORMULARIO,
    });
    const { user } = renderWithProviders(<AltaArticulosPage />);
    const buscar = screen.getByRole('button', { name: /Buscar$/ });
    await user.click(buscar); // empty search: a new article
    const descripcion = (await screen.findByLabelText('Descripción cadena')) as HTMLInputElement;
    expect(hayCambiosSinGuardar()).toBe(false);
    await user.click(buscar); // nothing typed: no question
    expect(screen.queryByText(messages.general.cambiosSinGuardar)).toBeNull();
    await user.type(descripcion, 'ASPIRINA');
    await waitFor(() => expect(hayCambiosSinGuardar()).toBe(true));
    await user.click(buscar);
    expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(messages.general.cambiosSinGuardar)).toBeNull());
    expect((screen.getByLabelText('Descripción cadena') as HTMLInputElement).value).toBe('ASPIRINA');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(hayCambiosSinGuardar()).toBe(false));
  });
});
