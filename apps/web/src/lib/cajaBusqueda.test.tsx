import { act, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useBusquedaEnUrl } from './useBusquedaEnUrl';
import { paginaValida, useCajaBusqueda, useListaEnUrl } from './useListaEnUrl';

/** A list searched with Enter (S47, S52–S54): the 'list' says which search it shows. */
const ListaConBuscar = ({ limite }: { limite?: boolean }) => {
  const [{ buscar, pagina }, setLista] = useListaEnUrl({ buscar: '', pagina: 1 }, { pagina: paginaValida });
  const caja = useCajaBusqueda(buscar, (t) => setLista({ buscar: t.trim(), pagina: 1 }));
  return (
    <>
      {limite ? (
        <TextoBusqueda aria-label="Buscar" maxLength={10} {...caja} />
      ) : (
        <Input.Search aria-label="Buscar" allowClear {...caja} />
      )}
      <output aria-label="Lista">{`${buscar}|${pagina}`}</output>
      <button type="button" onClick={() => setLista({ pagina: pagina + 1 })}>
        Siguiente
      </button>
    </>
  );
};

/** A list filtered as the user types (useBusquedaEnUrl: Ofertero, Marcas, Días internacionales). */
const ListaAlTeclear = () => {
  const { texto, setTexto, buscar, pagina, setPagina } = useBusquedaEnUrl();
  return (
    <>
      <Input aria-label="Buscar" value={texto} onChange={(e) => setTexto(e.target.value)} />
      <output aria-label="Lista">{`${buscar}|${pagina}`}</output>
      <button type="button" onClick={() => setPagina(pagina + 1)}>
        Siguiente
      </button>
    </>
  );
};

const caja = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;
const lista = () => screen.getByRole('status', { name: 'Lista' }).textContent;

describe('a search box bound to the URL (issue 30: after Back the box and the list agree)', () => {
  it('type, search, type again, search, Back: the box shows the search the list shows; Forward too', async () => {
    const { user, router } = renderWithProviders(<ListaConBuscar />, { route: '/lista' });
    await user.type(caja(), 'paracetamol{Enter}');
    await waitFor(() => expect(lista()).toBe('paracetamol|1'));
    await user.clear(caja());
    await user.type(caja(), 'ibuprofeno{Enter}');
    await waitFor(() => expect(lista()).toBe('ibuprofeno|1'));
    expect(router.state.location.search).toBe('?buscar=ibuprofeno');

    await act(async () => void router.navigate(-1));
    expect(lista()).toBe('paracetamol|1');
    expect(caja().value).toBe('paracetamol');

    await act(async () => void router.navigate(-1));
    expect(lista()).toBe('|1');
    expect(caja().value).toBe('');

    await act(async () => void router.navigate(1));
    await act(async () => void router.navigate(1));
    expect(lista()).toBe('ibuprofeno|1');
    expect(caja().value).toBe('ibuprofeno');
  });

  it('Back to an entry with the same search drops a text typed and not searched', async () => {
    const { user, router } = renderWithProviders(<ListaConBuscar />, { route: '/lista?buscar=amoxi' });
    expect(caja().value).toBe('amoxi');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lista()).toBe('amoxi|2'));
    // A text being typed survives a change of page (the user has not asked for it yet)…
    await user.clear(caja());
    await user.type(caja(), 'otra');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lista()).toBe('amoxi|3'));
    expect(caja().value).toBe('otra');
    // …but Back shows the list of that entry, and the box says what it shows.
    await act(async () => void router.navigate(-1));
    expect(lista()).toBe('amoxi|2');
    expect(caja().value).toBe('amoxi');
  });

  it('a kit search box with a length limit (TextoBusqueda) follows Back as well', async () => {
    const { user, router } = renderWithProviders(<ListaConBuscar limite />, { route: '/lista' });
    await user.type(caja(), 'garcia{Enter}');
    await waitFor(() => expect(lista()).toBe('garcia|1'));
    await user.clear(caja());
    await user.type(caja(), 'lopez{Enter}');
    await waitFor(() => expect(lista()).toBe('lopez|1'));
    await act(async () => void router.navigate(-1));
    expect(lista()).toBe('garcia|1');
    expect(caja().value).toBe('garcia');
  });

  it('a list filtered as the user types: Back restores the box with the search of that entry', async () => {
    const { user, router } = renderWithProviders(<ListaAlTeclear />, { route: '/lista' });
    const box = () => screen.getByRole('textbox', { name: 'Buscar' }) as HTMLInputElement;
    await user.type(box(), 'mar');
    await waitFor(() => expect(lista()).toBe('mar|1'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lista()).toBe('mar|2'));
    await user.clear(box());
    await user.type(box(), 'sol');
    await waitFor(() => expect(lista()).toBe('sol|1'));

    await act(async () => void router.navigate(-1));
    expect(lista()).toBe('mar|1');
    expect(box().value).toBe('mar');
    // The text typed before Back is not written back over the entry once the typing pause ends.
    await new Promise((r) => setTimeout(r, 450));
    expect(lista()).toBe('mar|1');
    expect(box().value).toBe('mar');
    expect(router.state.location.search).toBe('?buscar=mar');
  });

  it('a list filtered as the user types keeps what is typed while its own search reaches the URL', async () => {
    const { user } = renderWithProviders(<ListaAlTeclear />, { route: '/lista' });
    const box = () => screen.getByRole('textbox', { name: 'Buscar' }) as HTMLInputElement;
    await user.type(box(), 'par');
    await waitFor(() => expect(lista()).toBe('par|1'));
    await user.type(box(), 'a');
    expect(box().value).toBe('para');
    await waitFor(() => expect(lista()).toBe('para|1'));
    expect(box().value).toBe('para');
  });
});
