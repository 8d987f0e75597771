import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });

import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/queryClient';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { signIn } from '@/test/render';
import { avisosDelMapa } from './avisosMapa';
import { ClienteDetallePage } from './ClienteDetallePage';

const API = '/admin/api/catalogos/clientes';
const RUTA = '/farmasi/catalogos/ClientesDetalle/41';
/** Customer 41 of the issue: a branch without a position. */
const cliente41 = {
  codCliente: 41,
  nombre: 'FarmaSí Lomas',
  nombreNegocio: 'FarmaSí',
  sucursal: 'Lomas',
  latitud: null,
  longitud: null,
  uRL: '',
};

const rutas = (claveMapas: string | null, extra: Record<string, unknown> = {}) => ({
  [`GET ${API}/consulta/detalle/41`]: envelope(cliente41),
  [`GET ${API}/consulta/detalle/mapa/41`]: envelope({ claveMapas, nombreCadena: 'Farmasi' }),
  ...extra,
});

const abrir = async (claveMapas: string | null, extra: Record<string, unknown> = {}) => {
  const fetchMock = mockFetch(rutas(claveMapas, extra));
  // The detail reads cod_Cliente from its route: rendered under the route's own pattern.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '/:product/catalogos/ClientesDetalle/:cod_Cliente', element: <ClienteDetallePage /> }],
    { initialEntries: [RUTA] },
  );
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(
    () => expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('FarmaSí Lomas'),
    { timeout: 10_000 },
  );
  return { fetchMock, user, router, ...utils };
};

const ponerEnLinea = (enLinea: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(enLinea);

describe('ClienteDetallePage (S14): why the map is grey', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // TanStack Query heard 'offline' too: tell it the connection is back.
    window.dispatchEvent(new Event('online'));
  });

  it('says so when there is no maps key, and when the connection is lost', async () => {
    ponerEnLinea(true);
    await abrir(null);
    expect(await screen.findByText(m.sinClaveMapas)).toBeTruthy();
    expect(screen.queryByText(m.sinConexion)).toBeNull();
    // Without the key there is no place search: no search box, no list of another record's places.
    expect(screen.queryByRole('searchbox', { name: 'Buscar farmacia en el mapa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Elegir / })).toBeNull();

    ponerEnLinea(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(m.sinConexion)).toBeTruthy();
  });

  it('says why Google Maps is not shown (key refused, script failed, too slow) and falls back', async () => {
    ponerEnLinea(true);
    await abrir('AIzaPrueba');
    const marco = (await screen.findByTitle('Mapa de farmacias (Google Maps)')) as HTMLIFrameElement;
    expect(screen.queryByText(m.sinClaveMapas)).toBeNull();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { tipo: 'fallo', motivo: 'clave' },
          origin: window.location.origin,
          source: marco.contentWindow,
        }),
      );
    });
    expect(await screen.findByText(m.googleClave)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTitle('Mapa de farmacias (Google Maps)')).toBeNull());
  });

  it('picks the message for each state', () => {
    const base = { claveMapas: 'AIza', falloGoogle: null, enLinea: true, sinMosaicos: false } as const;
    expect(avisosDelMapa(base)).toEqual([]);
    expect(avisosDelMapa({ ...base, falloGoogle: 'carga' }).map((a) => a.texto)).toEqual([m.sinGoogleMaps]);
    expect(avisosDelMapa({ ...base, falloGoogle: 'tiempo' }).map((a) => a.texto)).toEqual([m.googleTiempo]);
    expect(avisosDelMapa({ ...base, falloGoogle: 'carga', sinMosaicos: true }).map((a) => a.texto)).toEqual([
      m.sinGoogleMaps,
      m.sinMosaicos,
    ]);
    expect(avisosDelMapa({ ...base, claveMapas: null, sinMosaicos: true }).map((a) => a.texto)).toEqual([
      m.sinClaveMapas,
      m.sinMosaicos,
    ]);
    expect(avisosDelMapa({ ...base, enLinea: false }).map((a) => a.texto)).toEqual([m.sinConexion]);
  });
});

describe('ClienteDetallePage (S14): placing the customer and saving', () => {
  beforeEach(() => {
    signIn();
    ponerEnLinea(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // TanStack Query heard 'offline' too: tell it the connection is back.
    window.dispatchEvent(new Event('online'));
  });

  it('places it by typed coordinates or a pasted link, refusing bad ones in Spanish', async () => {
    const { user } = await abrir(null);
    const coordenadas = screen.getByLabelText('Coordenadas (latitud, longitud)');
    await user.type(coordenadas, '95, -98.2{Enter}');
    expect(await screen.findByText(m.latitud)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(coordenadas));
    expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('');

    await user.clear(coordenadas);
    await user.type(coordenadas, '19.0413, -98.2062');
    await user.click(screen.getByRole('button', { name: 'Usar coordenadas' }));
    await waitFor(() => expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('19.0413'));
    expect((screen.getByLabelText('Longitud') as HTMLInputElement).value).toBe('-98.2062');
    expect((screen.getByLabelText('Liga de mapas') as HTMLInputElement).value).toBe(
      'https://www.google.com/maps/search/?api=1&query=19.0413,-98.2062',
    );

    fireEvent.change(screen.getByLabelText('Pegar liga de Google Maps'), {
      target: { value: 'https://www.google.com/maps/@20.6736,-103.344,17z' },
    });
    await user.click(screen.getByRole('button', { name: 'Usar liga' }));
    await waitFor(() => expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('20.6736'));
  });

  it("asks '¿Desea guardar los cambios del cliente?' and saves once on Si", async () => {
    const POST = `POST ${API}/guarda/detalle`;
    const { user, fetchMock } = await abrir(null, {
      [POST]: (body: unknown) => envelope({ ...cliente41, ...(body as object) }, m.clienteGuardado),
    });
    await user.type(screen.getByLabelText('Coordenadas (latitud, longitud)'), '19.0413, -98.2062{Enter}');
    await waitFor(() => expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('19.0413'));

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.deseaGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(m.deseaGuardar)).toBeNull());
    expect(sentBodies(fetchMock, POST)).toEqual([]);

    await user.dblClick(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, POST)).toEqual([
        {
          codCliente: 41,
          latitud: 19.0413,
          longitud: -98.2062,
          uRL: 'https://www.google.com/maps/search/?api=1&query=19.0413,-98.2062',
        },
      ]),
    );
  });
});
