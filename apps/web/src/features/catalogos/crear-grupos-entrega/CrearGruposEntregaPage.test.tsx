import { format } from '@farmasi/contracts';
import {
  type GrupoEntregaHora,
  gruposEntregaMessages as m,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CrearGruposEntregaPage } from './CrearGruposEntregaPage';

const API = '/admin/api/grupos-entrega-hora';
const LISTA = `GET ${API}`;
const GUARDAR = `POST ${API}/guardar`;
const ELIMINAR = `POST ${API}/eliminar`;

const horas = (hora: string, dias: string) => {
  const nombres = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
  const checks = [
    'checkLunes',
    'checkMartes',
    'checkMiercoles',
    'checkJueves',
    'checkViernes',
    'checkSabado',
  ] as const;
  return Object.assign(
    {},
    ...nombres.map((d, i) => ({ [d]: dias[i] === 'S' ? hora : '00:00', [checks[i]!]: dias[i] })),
  );
};
const bajio = {
  grupo: 2,
  descripcion: 'Ruta Bajío',
  ...horas('09:30', 'SNSNSN'),
  clientes: 12,
} as GrupoEntregaHora;
const norte = {
  grupo: 4,
  descripcion: 'Ruta Norte',
  ...horas('07:30', 'SNNSNN'),
  clientes: 0,
} as GrupoEntregaHora;

const routes = (extra: Record<string, object> = {}) => ({ [LISTA]: envelope([bajio, norte]), ...extra });
const setup = (route = '/farmasi/catalogos/crear-grupos-entrega') =>
  renderWithProviders(<CrearGruposEntregaPage />, { route });
const fila = (nombre: string) => screen.getByRole('cell', { name: nombre }).closest('tr')!;

describe('CrearGruposEntregaPage', () => {
  beforeEach(() => {
    signIn();
  });

  it("shows each weekday's time, and a dash on the days the group does not deliver", async () => {
    mockFetch(routes());
    setup();
    await screen.findByText('Ruta Bajío');
    const celdas = within(fila('Ruta Bajío'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(celdas.slice(0, 9)).toEqual(['2', 'Ruta Bajío', '09:30', '—', '09:30', '—', '09:30', '—', '12']);
  });

  it('opens with the search of the URL', async () => {
    mockFetch(routes());
    setup('/farmasi/catalogos/crear-grupos-entrega?buscar=norte');
    await screen.findByText('Ruta Norte');
    expect(screen.queryByText('Ruta Bajío')).toBeNull();
    expect((screen.getByLabelText('Buscar grupo') as HTMLInputElement).value).toBe('norte');
  });

  it('searches by name ignoring accents and case, or by exact number, and keeps it in the URL', async () => {
    mockFetch(routes());
    const { user, router } = setup();
    await screen.findByText('Ruta Norte');
    await user.type(screen.getByLabelText('Buscar grupo'), 'BAJIO');
    await waitFor(() => expect(screen.queryByText('Ruta Norte')).toBeNull());
    expect(screen.getByText('Ruta Bajío')).toBeTruthy();
    expect(router.state.location.search).toBe('?buscar=BAJIO');
    await user.clear(screen.getByLabelText('Buscar grupo'));
    await user.type(screen.getByLabelText('Buscar grupo'), '4');
    await waitFor(() => expect(screen.queryByText('Ruta Bajío')).toBeNull());
    expect(screen.getByText('Ruta Norte')).toBeTruthy();
  });

  it('a new group starts at 00:00 with every time disabled until its day is checked', async () => {
    mockFetch(routes());
    const { user } = setup();
    await screen.findByText('Ruta Norte');
    await user.click(screen.getByRole('button', { name: /Nuevo grupo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo de entrega' });
    const lunes = within(dialog).getByLabelText('Hora del lunes') as HTMLInputElement;
    expect(lunes.value).toBe('00:00');
    expect(lunes.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lunes' }));
    expect(lunes.disabled).toBe(false);
    expect((within(dialog).getByLabelText('Hora del martes') as HTMLInputElement).disabled).toBe(true);
  });

  it('the name is required; a new group is sent with grupo 0 and its checked days', async () => {
    const fetchMock = mockFetch(
      routes({ [GUARDAR]: envelope({ ...norte, grupo: 9, descripcion: 'Ruta Sur' }, m.creado) }),
    );
    const { user } = setup();
    await screen.findByText('Ruta Norte');
    await user.click(screen.getByRole('button', { name: /Nuevo grupo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo de entrega' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lunes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinNombre)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Aceptar|OK/ }));

    await user.click(within(dialog).getByLabelText('Nombre del grupo'));
    await user.paste('  Ruta Sur ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.creado)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([
      { grupo: 0, descripcion: 'Ruta Sur', ...horas('00:00', 'SNNNNN') },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo grupo de entrega' })).toBeNull());
  });

  it('a rejected new group keeps the modal open (001 §8)', async () => {
    const duplicado = format(m.duplicado, { nombre: 'Ruta Norte' });
    mockFetch(routes({ [GUARDAR]: envelope(null, duplicado, false) }));
    const { user } = setup();
    await screen.findByText('Ruta Norte');

    await user.click(screen.getByRole('button', { name: /Nuevo grupo/ }));
    const nuevo = await screen.findByRole('dialog', { name: 'Nuevo grupo de entrega' });
    await user.click(within(nuevo).getByLabelText('Nombre del grupo'));
    await user.paste('Ruta Norte');
    await user.click(within(nuevo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(duplicado)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nuevo grupo de entrega' })).toBeTruthy();
  });

  it('a rejected edit closes the modal (001 §8)', async () => {
    const duplicado = format(m.duplicado, { nombre: 'Ruta Norte' });
    const fetchMock = mockFetch(routes({ [GUARDAR]: envelope(null, duplicado, false) }));
    const { user } = setup();
    await screen.findByText('Ruta Norte');
    await user.click(screen.getByRole('button', { name: 'Editar Ruta Bajío' }));
    const editar = await screen.findByRole('dialog', { name: 'Editar grupo de entrega' });
    expect((within(editar).getByLabelText('Nombre del grupo') as HTMLInputElement).value).toBe('Ruta Bajío');
    expect((within(editar).getByLabelText('Hora del miércoles') as HTMLInputElement).value).toBe('09:30');
    expect((within(editar).getByLabelText('Hora del martes') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(editar).getByRole('checkbox', { name: 'Sábado' }));
    await user.click(within(editar).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar grupo de entrega' })).toBeNull());
    expect(await screen.findByText(duplicado)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR).at(-1)).toEqual({
      grupo: 2,
      descripcion: 'Ruta Bajío',
      ...horas('09:30', 'SNSNSS'),
      sabado: '00:00',
    });
  });

  it('refuses to delete a group with customers without asking or calling', async () => {
    const fetchMock = mockFetch(routes());
    const { user } = setup();
    await screen.findByText('Ruta Bajío');
    await user.click(screen.getByRole('button', { name: 'Eliminar Ruta Bajío' }));
    expect(
      await screen.findByText(format(m.conClientes, { nombre: 'Ruta Bajío', clientes: 12 })),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, ELIMINAR)).toEqual([]);
  });

  it('deletes a group without customers after the confirmation', async () => {
    const fetchMock = mockFetch(
      routes({ [ELIMINAR]: envelope({ grupo: 4, descripcion: 'Ruta Norte' }, m.eliminado) }),
    );
    const { user } = setup();
    await screen.findByText('Ruta Norte');
    await user.click(screen.getByRole('button', { name: 'Eliminar Ruta Norte' }));
    expect(await screen.findByText(format(m.deseaEliminar, { nombre: 'Ruta Norte' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.eliminado)).toBeTruthy();
    expect(sentBodies(fetchMock, ELIMINAR)).toEqual([{ grupo: 4 }]);
  });
});
