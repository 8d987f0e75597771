import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { escribirLista, leerLista, paginaValida, useListaEnUrl } from './useListaEnUrl';

const defectos = { pagina: 1, buscar: '', soloActivos: false, orden: 'nombre' as 'nombre' | 'codigo' };
const validar = { pagina: paginaValida, orden: (o: string) => o === 'nombre' || o === 'codigo' };

describe('useListaEnUrl', () => {
  it('reads typed fields and falls back to the default on anything that does not parse', () => {
    const p = new URLSearchParams('pagina=3&buscar=m%C3%A9rida&soloActivos=true&orden=codigo');
    expect(leerLista(p, defectos, validar)).toEqual({
      pagina: 3,
      buscar: 'mérida',
      soloActivos: true,
      orden: 'codigo',
    });
    const malos = new URLSearchParams('pagina=abc&soloActivos=si&orden=precio');
    expect(leerLista(malos, defectos, validar)).toEqual(defectos);
    expect(leerLista(new URLSearchParams('pagina=-2'), defectos, validar).pagina).toBe(1);
    expect(leerLista(new URLSearchParams('pagina='), defectos, validar).pagina).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const p = escribirLista(new URLSearchParams('otro=x&pagina=4'), { ...defectos, buscar: 'a b' }, defectos);
    expect(p.toString()).toBe('otro=x&buscar=a+b');
  });

  it('keeps the state in the URL: each change is a history entry that Back undoes', () => {
    // The hook needs the router context: render it inside a route element.
    const Probe = { estado: null as unknown, cambiar: null as unknown };
    const routerConHook = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => {
            const [estado, cambiar] = useListaEnUrl(defectos, validar);
            Probe.estado = estado;
            Probe.cambiar = cambiar;
            return null;
          },
        },
      ],
      { initialEntries: ['/lista?pagina=2'] },
    );
    renderHook(() => null, {
      wrapper: () => <RouterProvider router={routerConHook} />,
    });
    expect(Probe.estado).toMatchObject({ pagina: 2, buscar: '' });
    act(() => (Probe.cambiar as (c: object) => void)({ buscar: 'centro', pagina: 1 }));
    expect(routerConHook.state.location.search).toBe('?buscar=centro');
    expect(Probe.estado).toMatchObject({ pagina: 1, buscar: 'centro' });
    act(() => void routerConHook.navigate(-1));
    expect(Probe.estado).toMatchObject({ pagina: 2, buscar: '' });
  });
});
