import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  escribirLista,
  escribirOrden,
  leerLista,
  leerOrden,
  type OpcionesLista,
  type OrdenTabla,
  paginaValida,
  useListaEnUrl,
} from './useListaEnUrl';

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

  it('keeps the state in the URL: each change is a history entry that Back undoes', async () => {
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
    await act(async () => (Probe.cambiar as (c: object) => void)({ buscar: 'centro', pagina: 1 }));
    expect(routerConHook.state.location.search).toBe('?buscar=centro');
    expect(Probe.estado).toMatchObject({ pagina: 1, buscar: 'centro' });
    act(() => void routerConHook.navigate(-1));
    expect(Probe.estado).toMatchObject({ pagina: 2, buscar: '' });
  });
});

describe('useListaEnUrl: the sort', () => {
  const opciones: OpcionesLista = { ordenable: ['articulo', 'codArticulo'] };

  it('reads only a sortable column with asc or desc; anything else is the initial order', () => {
    const leer = (q: string, o = opciones) => leerOrden(new URLSearchParams(q), o);
    expect(leer('orden=articulo&direccion=desc')).toEqual({ campo: 'articulo', direccion: 'desc' });
    expect(leer('orden=precio&direccion=desc')).toEqual({ campo: null, direccion: null });
    expect(leer('orden=articulo&direccion=arriba')).toEqual({ campo: null, direccion: null });
    expect(leer('orden=articulo')).toEqual({ campo: null, direccion: null });
    const inicial = { campo: 'articulo', direccion: 'asc' as const };
    expect(leer('', { ...opciones, ordenInicial: inicial })).toEqual(inicial);
  });

  it('writes the sort and leaves it out when it is none or the initial one', () => {
    const inicial = { campo: 'articulo', direccion: 'asc' as const };
    const p = new URLSearchParams('buscar=x');
    expect(escribirOrden(p, { campo: 'codArticulo', direccion: 'desc' }, inicial).toString()).toBe(
      'buscar=x&orden=codArticulo&direccion=desc',
    );
    const conOrden = new URLSearchParams('buscar=x&orden=codArticulo&direccion=desc');
    expect(escribirOrden(conOrden, inicial, inicial).toString()).toBe('buscar=x');
    expect(escribirOrden(conOrden, { campo: null, direccion: null }).toString()).toBe('buscar=x');
  });

  it('a new sort is one history entry with the page a table asks in the same click, page 1', async () => {
    const probe = {
      orden: null as OrdenTabla | null,
      pagina: 0,
      cambiar: null as ((c: { pagina: number }) => void) | null,
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => {
            const [estado, cambiar, orden] = useListaEnUrl(
              { pagina: 1, buscar: '' },
              { pagina: paginaValida },
              opciones,
            );
            probe.orden = orden;
            probe.pagina = estado.pagina;
            probe.cambiar = cambiar;
            return null;
          },
        },
      ],
      { initialEntries: ['/lista?buscar=amoxi&pagina=3'] },
    );
    renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
    expect(probe.orden).toMatchObject({ campo: null, direccion: null });
    // antd asks for page 1 and then reports the sort, in one click: both land in one entry.
    await act(async () => {
      probe.cambiar?.({ pagina: 1 });
      probe.orden?.onOrden({ campo: 'codArticulo', direccion: 'desc' });
    });
    expect(router.state.location.search).toBe('?buscar=amoxi&orden=codArticulo&direccion=desc');
    expect(probe.orden).toMatchObject({ campo: 'codArticulo', direccion: 'desc' });
    expect(probe.pagina).toBe(1);
    await act(async () => void router.navigate(-1));
    expect(probe.orden).toMatchObject({ campo: null, direccion: null });
    expect(probe.pagina).toBe(3);
  });
});
