import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { AsignacionPermisosPage, PermisosCajaPage } from './PermisosPage';

const BUSCAR = 'GET /admin/api/administracion/buscar-empleados-usuario/';
const nodo = (
  id: number,
  parentid: number | null,
  name: string,
  selected = false,
  indeterminate = false,
) => ({
  id,
  parentid,
  name,
  icon: null,
  selected,
  indeterminate,
});
// Farmacias > Administración > (Asignación de permisos ✓, Traspaso de sucursales); Catálogos > Grupo sucursales.
const web = [
  nodo(1, null, 'Farmacias', false, true),
  nodo(10, 1, 'Catálogos'),
  nodo(1001, 10, 'Grupo sucursales'),
  nodo(11, 1, 'Administración', false, true),
  nodo(1100, 11, 'Asignación de permisos', true),
  nodo(1140, 11, 'Traspaso de sucursales'),
];
const adriana = { codEmpleado: 1, nombre: 'Adriana Morales Vega', idWebUsuarios: 1 };
const carlos = { codEmpleado: 2, nombre: 'Carlos Juárez Pineda', idWebUsuarios: 2 };

const elegirEmpleado = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  texto: string,
  label: string,
) => {
  await user.type(screen.getByRole('combobox', { name: 'Buscar empleado por código o nombre' }), texto);
  await user.click(await screen.findByText(label, {}, { timeout: 3000 }));
};
const casilla = (name: string) => screen.getByRole('checkbox', { name });

describe('PermisosPage', () => {
  beforeEach(() => {
    signIn({ idUser: 1 });
  });

  it('saves the checked and the partial nodes after confirming, and the cross removes the employee', async () => {
    const fetchMock = mockFetch({
      [`${BUSCAR}carl`]: envelope([carlos]),
      'GET /admin/api/administracion/obtener-menu/2': envelope(web),
      'POST /admin/api/administracion/guardar-permiso': envelope(web, 'Permisos guardados correctamente.'),
    });
    const { user } = renderWithProviders(<AsignacionPermisosPage />, {
      route: '/farmasi/administracion/asignacion-permisos',
    });
    // When a change takes effect, with the token's life of this session (signIn stores 1 h).
    expect(screen.getByText(/siguiente renovación de su sesión, a más tardar en 60 minutos/)).toBeTruthy();
    await elegirEmpleado(user, 'carl', '2 - Carlos Juárez Pineda');
    expect(await screen.findByText('Empleado: 2 - Carlos Juárez Pineda')).toBeTruthy();
    expect(casilla('Asignación de permisos').getAttribute('aria-checked')).toBe('true');
    expect(casilla('Administración').getAttribute('aria-checked')).toBe('mixed');

    // Ticking a group ticks its children; the group above becomes partial.
    await user.click(casilla('Catálogos'));
    expect(casilla('Grupo sucursales').getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Guardar permisos/ }));
    expect(await screen.findByText('¿Desea guardar su selección de permisos?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Permisos guardados correctamente.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /admin/api/administracion/guardar-permiso')).toEqual([
      { idWebUsuario: 2, permisosWebUsuario: [1, 10, 11, 1001, 1100] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Quitar empleado' }));
    expect(screen.queryByText('Empleado: 2 - Carlos Juárez Pineda')).toBeNull();
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Buscar empleado por código o nombre' })).toBeTruthy();
  });

  it('ticks not saved: the cross asks before dropping them', async () => {
    mockFetch({
      [`${BUSCAR}carl`]: envelope([carlos]),
      'GET /admin/api/administracion/obtener-menu/2': envelope(web),
    });
    const { user } = renderWithProviders(<AsignacionPermisosPage />, {
      route: '/farmasi/administracion/asignacion-permisos',
    });
    await elegirEmpleado(user, 'carl', '2 - Carlos Juárez Pineda');
    await screen.findByText('Empleado: 2 - Carlos Juárez Pineda');
    await user.click(casilla('Catálogos'));
    await user.click(screen.getByRole('button', { name: 'Quitar empleado' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(casilla('Grupo sucursales').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Empleado: 2 - Carlos Juárez Pineda')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar empleado' }));
    expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
  });

  it('warns a user who removes this screen from himself, and saves only if he insists', async () => {
    const fetchMock = mockFetch({
      [`${BUSCAR}adri`]: envelope([adriana]),
      'GET /admin/api/administracion/obtener-menu/1': envelope(web),
      'POST /admin/api/administracion/guardar-permiso': envelope(web, 'Permisos guardados correctamente.'),
    });
    const { user } = renderWithProviders(<AsignacionPermisosPage />, {
      route: '/farmasi/administracion/asignacion-permisos',
    });
    await elegirEmpleado(user, 'adri', '1 - Adriana Morales Vega');
    await user.click(await screen.findByRole('checkbox', { name: 'Asignación de permisos' }));
    await user.click(casilla('Traspaso de sucursales'));
    const aviso =
      'Está a punto de quitarse el acceso a esta pantalla (Asignación de permisos). Ya no podrá volver a asignar permisos. ¿Desea continuar?';

    await user.click(screen.getByRole('button', { name: /Guardar permisos/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(aviso)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(sentBodies(fetchMock, 'POST /admin/api/administracion/guardar-permiso')).toEqual([]);

    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Guardar permisos/ }));
    await user.click((await screen.findAllByRole('button', { name: 'Si' })).at(-1)!);
    await screen.findByText(aviso);
    await user.click((await screen.findAllByRole('button', { name: 'Si' })).at(-1)!);
    expect(await screen.findByText('Permisos guardados correctamente.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /admin/api/administracion/guardar-permiso')).toEqual([
      { idWebUsuario: 1, permisosWebUsuario: [1, 11, 1140] },
    ]);
  });

  it('the point-of-sale screen calls the paths with the product slug', async () => {
    const fetchMock = mockFetch({
      [`${BUSCAR}carl`]: envelope([carlos]),
      'GET /admin/api/permisosCajafarmasi/obtener-menu-caja/2': envelope([
        nodo(1, null, 'Ventas', false, true),
        nodo(101, 1, 'Venta de mostrador', true),
        nodo(107, 1, 'Recargas telefónicas'),
      ]),
      'POST /admin/api/permisosCajafarmasi/guardar-permiso-caja': envelope(
        [],
        'Permisos guardados correctamente.',
      ),
    });
    const { user } = renderWithProviders(<PermisosCajaPage />, {
      route: '/farmasi/sistemas/permisoscajafarmasi20',
    });
    // The point of sale reads its permissions itself: the web's renewal note does not apply.
    expect(screen.queryByText(/siguiente renovación de su sesión/)).toBeNull();
    await elegirEmpleado(user, 'carl', '2 - Carlos Juárez Pineda');
    await user.click(await screen.findByRole('checkbox', { name: 'Venta de mostrador' }));
    await user.click(screen.getByRole('button', { name: /Guardar permisos/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await screen.findByText('Permisos guardados correctamente.');
    // Nothing ticked: no warning about this screen (only the web menu grants screens).
    expect(sentBodies(fetchMock, 'POST /admin/api/permisosCajafarmasi/guardar-permiso-caja')).toEqual([
      { idWebUsuario: 2, permisosWebUsuario: [] },
    ]);
  });
});
