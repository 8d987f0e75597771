import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { GrupoSucursalesPage } from './GrupoSucursalesPage';

const m = messages.grupoSucursales;
const API = '/admin/api/grupo-sucursales';
const GRUPOS = `GET ${API}/grupos`;
const GUARDAR = `POST ${API}/guardar-elimina`;
const GUARDAR_SUCURSALES = `POST ${API}/guardar-sucursales/1`;

const grupos = [
  { idCatGrupoSucursalesEnc: 1, grupo: 'Norte' },
  { idCatGrupoSucursalesEnc: 2, grupo: 'Sur' },
];
const centro = { codSucursal: 10, sucursal: 'S010', nombre: 'Centro', seleccionado: true, propia: 1 };
const lomas = { codSucursal: 11, sucursal: 'S011', nombre: 'Lomas', seleccionado: false, propia: 0 };

const routes = (extra: Record<string, object> = {}) => ({
  [GRUPOS]: envelope(grupos),
  [`GET ${API}/sucursales-grupo/1`]: envelope([centro]),
  [`GET ${API}/sucursales/buscar/1`]: envelope([centro, lomas]),
  ...extra,
});

const setup = () =>
  renderWithProviders(<GrupoSucursalesPage />, { route: '/farmasi/catalogos/catgruposucursales' });

describe('GrupoSucursalesPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists the groups and shows the branches of the one selected', async () => {
    mockFetch(routes());
    const { user, router } = setup();
    await user.click(await screen.findByText('Norte'));
    expect(await screen.findByText('Centro')).toBeTruthy();
    expect(screen.getByText('Propia')).toBeTruthy();
    expect(router.state.location.search).toBe('?grupo=1');
  });

  it('warns about an empty name without calling the server', async () => {
    const fetchMock = mockFetch(routes());
    const { user } = setup();
    await screen.findByText('Norte');
    await user.click(screen.getByRole('button', { name: /Crear grupo/ }));
    expect(await screen.findByText(m.sinDescripcion)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  it('creates a group with id 0 and shows the server message', async () => {
    const fetchMock = mockFetch(
      routes({ [GUARDAR]: envelope({ idCatGrupoSucursalesEnc: 3, grupo: 'Oriente' }, m.creado) }),
    );
    const { user } = setup();
    await screen.findByText('Norte');
    await user.type(screen.getByLabelText('Nombre del nuevo grupo'), '  Oriente ');
    await user.click(screen.getByRole('button', { name: /Crear grupo/ }));
    expect(await screen.findByText(m.creado)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ grupo: 0, nombre: 'Oriente' }]);
  });

  it("a double click on 'Crear grupo' sends one request (the button is busy while it runs)", async () => {
    // The answer waits until the test lets it go: the second click and the Enter both land while
    // the first request is still running, however slow the machine.
    let responder = () => {};
    const enCurso = new Promise<void>((r) => {
      responder = r;
    });
    const fetchMock = mockFetch(
      routes({
        [GUARDAR]: async () => {
          await enCurso;
          return envelope({ idCatGrupoSucursalesEnc: 3, grupo: 'Oriente' }, m.creado);
        },
      }),
    );
    const { user } = setup();
    await screen.findByText('Norte');
    await user.type(screen.getByLabelText('Nombre del nuevo grupo'), 'Oriente');
    await user.dblClick(screen.getByRole('button', { name: /Crear grupo/ }));
    await user.type(screen.getByLabelText('Nombre del nuevo grupo'), '{Enter}');
    responder();
    expect(await screen.findByText(m.creado)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ grupo: 0, nombre: 'Oriente' }]);
  });

  it("asks '¿Desea eliminar el grupo?' and deletes with nombre 'eliminar'", async () => {
    const fetchMock = mockFetch(routes({ [GUARDAR]: envelope(grupos[0], m.eliminado) }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Norte' }));
    expect(await screen.findByText(m.deseaEliminar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);

    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Eliminar Norte' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.eliminado)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ grupo: 1, nombre: 'eliminar' }]);
  });

  it('shows a rejection of the server as a warning', async () => {
    mockFetch(routes({ [GUARDAR]: envelope(null, 'Ya existe un grupo con el nombre Norte.', false) }));
    const { user } = setup();
    await screen.findByText('Norte');
    await user.type(screen.getByLabelText('Nombre del nuevo grupo'), 'Norte');
    await user.click(screen.getByRole('button', { name: /Crear grupo/ }));
    const text = await screen.findByText('Ya existe un grupo con el nombre Norte.');
    expect(text.closest('.ant-modal-confirm-warning')).toBeTruthy();
  });

  describe('edit modal', () => {
    const openModal = async (user: ReturnType<typeof setup>['user']) => {
      await user.click(await screen.findByRole('button', { name: 'Editar Norte' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar grupo' });
      await within(dialog).findByText(/Lomas/);
      return dialog;
    };

    it("warns when 'Asignadas' is empty", async () => {
      const fetchMock = mockFetch(routes());
      const { user } = setup();
      const dialog = await openModal(user);
      await user.click(within(dialog).getByTestId('marcar-asignadas'));
      await user.click(within(dialog).getByRole('button', { name: /Quitar/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(m.sinSucursal)).toBeTruthy();
      expect(sentBodies(fetchMock, GUARDAR_SUCURSALES)).toEqual([]);
    });

    it('moves branches locally and saves the assigned ones after confirming', async () => {
      const fetchMock = mockFetch(
        routes({ [GUARDAR_SUCURSALES]: envelope([centro, lomas], m.sucursalesGuardadas) }),
      );
      const { user } = setup();
      const dialog = await openModal(user);
      const marcar = within(dialog).getByTestId('marcar-por-asignar');
      expect(marcar.textContent).toBe('Marcar todo');
      await user.click(marcar);
      expect(marcar.textContent).toBe('Desmarcar todo');
      await user.click(within(dialog).getByRole('button', { name: /Asignar/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(m.deseaGuardarSucursales)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Si' }));

      expect(await screen.findByText(m.sucursalesGuardadas)).toBeTruthy();
      expect(sentBodies(fetchMock, GUARDAR_SUCURSALES)).toEqual([
        [
          { codSucursal: 10, nombre: 'Centro', sucursal: 'S010', seleccionado: true },
          { codSucursal: 11, nombre: 'Lomas', sucursal: 'S011', seleccionado: true },
        ],
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar grupo' })).toBeNull());
    });

    it('keeps the modal open when the save is rejected', async () => {
      mockFetch(
        routes({
          [GUARDAR_SUCURSALES]: envelope(null, 'La sucursal S011 ya pertenece al grupo Sur.', false),
        }),
      );
      const { user } = setup();
      const dialog = await openModal(user);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await user.click(await screen.findByRole('button', { name: 'Si' }));
      expect(await screen.findByText('La sucursal S011 ya pertenece al grupo Sur.')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Editar grupo' })).toBeTruthy();
    });
  });
});
