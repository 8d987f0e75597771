import { queryString } from '@farmasi/contracts/endpoint';
import { bitacoraMessages as bm, type EntradaBitacora } from '@farmasi/contracts/sistemas/bitacora';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { BitacoraPage } from './BitacoraPage';

const RUTA = '/farmasi/sistemas/bitacora';
const API = 'GET /admin/api/sistemas/bitacora';
const lista = (q: Record<string, string | number> = {}) =>
  `${API}${queryString({ pagina: 1, tamanoPagina: 20, ...q })}`;
const PANTALLAS = `${API}/pantallas`;

const entrada = (id: number, o: Partial<EntradaBitacora> = {}): EntradaBitacora => ({
  id,
  fecha: '2026-11-20T18:30:00.000Z',
  idUsuario: 7,
  usuario: '70 - Ana López',
  pantalla: 1700,
  nombrePantalla: 'FarmaSí 2.0',
  metodo: 'POST',
  ruta: '/admin/api/farmasiv20/sistemas/guardar-sucursal',
  tabla: 'sucursales_v20',
  clave: String(id),
  accion: 'cambio',
  antes: { prefijo: 'AB1', telefono: '2221234567' },
  despues: { prefijo: 'AB2', telefono: '2221234567' },
  ...o,
});
const pagina = (entradas: EntradaBitacora[], total = entradas.length, masDe = false) =>
  envelope({ entradas, total, masDe });
const pantallas = envelope([
  { id: 1740, nombre: 'Bitácora' },
  { id: 1700, nombre: 'FarmaSí 2.0' },
]);

const setup = (ruta = RUTA) => renderWithProviders(<BitacoraPage />, { route: ruta });
const aceptar = async (user: ReturnType<typeof setup>['user'], mensaje: string) => {
  expect(await screen.findByText(mensaje)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByText(mensaje)).toBeNull());
};
const llamadas = (fetchMock: ReturnType<typeof mockFetch>, prefijo: string) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith(prefijo.replace(/^GET /, '')));

describe('BitacoraPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1740, RUTA, 3, 'Bitácora')] });
  });

  it('lists the newest changes: date, user, screen, table, key, action and the fields changed', async () => {
    mockFetch({
      [lista()]: pagina(
        [entrada(5), entrada(4, { accion: 'alta', antes: null, usuario: '', nombrePantalla: '' })],
        2,
      ),
      [PANTALLAS]: pantallas,
    });
    setup();
    const fila = (await screen.findByRole('button', { name: 'Ver cambios de sucursales_v20 5' })).closest(
      'tr',
    )!;
    for (const texto of ['70 - Ana López', 'FarmaSí 2.0', 'sucursales_v20', 'Cambio', '1 campo'])
      expect(within(fila).getByText(texto)).toBeTruthy();
    const alta = screen.getByRole('button', { name: 'Ver cambios de sucursales_v20 4' }).closest('tr')!;
    for (const texto of [bm.sinUsuario, bm.sinPantalla, 'Alta', '2 campos'])
      expect(within(alta).getByText(texto)).toBeTruthy();
    expect(screen.getByTestId('total-bitacora').textContent).toBe('2 cambios');
    expect(screen.getByRole('button', { name: /Exportar a Excel/ })).toBeTruthy();
  });

  it('shows each field changed before → after', async () => {
    mockFetch({ [lista()]: pagina([entrada(5)]), [PANTALLAS]: pantallas });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Ver cambios de sucursales_v20 5' }));
    const modal = await screen.findByRole('dialog', { name: 'Cambio en sucursales_v20 5' });
    const campos = within(modal).getByRole('table', { name: 'Campos cambiados' });
    const prefijo = within(campos).getByText('prefijo').closest('tr')!;
    expect(within(prefijo).getByText('AB1')).toBeTruthy();
    expect(within(prefijo).getByText('AB2')).toBeTruthy();
    expect(within(campos).queryByText('telefono')).toBeNull();
    expect(within(modal).getByText('POST /admin/api/farmasiv20/sistemas/guardar-sucursal')).toBeTruthy();
  });

  it('checks the filters in order before asking: a key needs its table, then the days in order', async () => {
    const fetchMock = mockFetch({ [lista()]: pagina([]), [PANTALLAS]: pantallas });
    const { user } = setup();
    await screen.findByText(bm.sinDatos);
    await user.type(screen.getByLabelText('Clave'), 'R1');
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    await aceptar(user, bm.claveSinTabla);
    await waitFor(() => expect(document.activeElement?.id).toBe('tabla'));
    await user.type(screen.getByLabelText('Tabla'), 'prueba');
    await user.type(screen.getByLabelText('Desde'), '10/02/2026');
    await user.type(screen.getByLabelText('Hasta'), '01/02/2026');
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    await aceptar(user, bm.fechaInicialMayor);
    await waitFor(() => expect(document.activeElement?.id).toBe('desde'));
    expect(llamadas(fetchMock, API).filter((u) => !u.endsWith('/pantallas'))).toHaveLength(1);
  });

  it('searches by record and keeps the search and its page in the URL', async () => {
    const q = { tabla: 'prueba', clave: 'R1' };
    const fetchMock = mockFetch({
      [lista()]: pagina([]),
      [lista(q)]: pagina([entrada(9, { tabla: 'prueba', clave: 'R1' })], 45),
      [lista({ ...q, pagina: 3 })]: pagina([entrada(1, { tabla: 'prueba', clave: 'R1' })], 45),
      [PANTALLAS]: pantallas,
    });
    const { user } = setup();
    await screen.findByText(bm.sinDatos);
    await user.type(screen.getByLabelText('Tabla'), ' prueba ');
    await user.type(screen.getByLabelText('Clave'), 'R1');
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByRole('button', { name: 'Ver cambios de prueba R1' })).toBeTruthy();
    expect(screen.getByTestId('total-bitacora').textContent).toBe('45 cambios');
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(llamadas(fetchMock, lista({ ...q, pagina: 3 }))).toHaveLength(1));
  });

  it('opens the search the URL holds, says when there are more than it pages, and exports it whole', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const q = { usuario: 7, desde: '2026-11-01', hasta: '2026-11-20' };
    const EXPORTAR = `${API}/excel${queryString(q)}`;
    const fetchMock = mockFetch({
      [lista({ ...q, pagina: 2 })]: pagina([entrada(3)], 10_000, true),
      [PANTALLAS]: pantallas,
      [EXPORTAR]: () =>
        new Response(new Blob(['PK']), {
          headers: { 'content-disposition': 'attachment; filename="Bitacora_20261120_101500.xlsx"' },
        }),
    });
    const descargas: string[] = [];
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      descargas.push(this.download);
    });
    const { user } = setup(
      `${RUTA}?usuario=7&usuarioEtiqueta=70%20-%20Ana%20L%C3%B3pez&desde=2026-11-01&hasta=2026-11-20&pagina=2`,
    );
    await screen.findByRole('button', { name: 'Ver cambios de sucursales_v20 3' });
    expect(screen.getByText(bm.masDeMaximo)).toBeTruthy();
    expect(screen.getByTestId('total-bitacora').textContent).toBe('Más de 10,000 cambios');
    expect(screen.getAllByText('70 - Ana López').length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(llamadas(fetchMock, EXPORTAR)).toHaveLength(1));
    await waitFor(() => expect(descargas).toEqual(['Bitacora_20261120_101500.xlsx']));
    clic.mockRestore();
  });
});
