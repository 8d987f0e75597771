import { cerrarSesionesMessages as cs } from '@farmasi/contracts/seguridad/cerrar-sesiones';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { AsignacionPermisosPage, PermisosCajaPage } from './PermisosPage';

const CERRAR = 'POST /admin/api/seguridad/cerrar-sesiones/2';
const carlos = { codEmpleado: 2, nombre: 'Carlos Juárez Pineda', idWebUsuarios: 2 };
const arbol = [
  { id: 1, parentid: null, name: 'Farmacias', icon: null, selected: false, indeterminate: false },
];

const elegirCarlos = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(screen.getByRole('combobox', { name: 'Buscar empleado por código o nombre' }), 'carl');
  await user.click(await screen.findByText('2 - Carlos Juárez Pineda', {}, { timeout: 3000 }));
};

describe("'Cerrar sesiones' next to the chosen employee", () => {
  beforeEach(() => {
    signIn({ idUser: 1 });
  });

  it('ends his sessions after confirming, and not when the answer is No', async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/administracion/buscar-empleados-usuario/carl': envelope([carlos]),
      'GET /admin/api/administracion/obtener-menu/2': envelope(arbol),
      [CERRAR]: envelope(null, cs.cerradas),
    });
    const { user } = renderWithProviders(<AsignacionPermisosPage />, {
      route: '/farmasi/administracion/asignacion-permisos',
    });
    await elegirCarlos(user);
    const confirmar =
      '¿Desea cerrar todas las sesiones de Carlos Juárez Pineda? Tendrá que volver a iniciar sesión en cada equipo.';

    await user.click(await screen.findByRole('button', { name: cs.boton }));
    expect(await screen.findByText(confirmar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(sentBodies(fetchMock, CERRAR)).toHaveLength(0);

    // The button is busy until the dialog has closed: wait until it is usable again, as a user does.
    await user.click(await screen.findByRole('button', { name: cs.boton }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(cs.cerradas)).toBeTruthy();
    expect(sentBodies(fetchMock, CERRAR)).toHaveLength(1);
  });

  it('is not offered on the point-of-sale permissions screen', async () => {
    mockFetch({
      'GET /admin/api/administracion/buscar-empleados-usuario/carl': envelope([carlos]),
      'GET /admin/api/permisosCajafarmasi/obtener-menu-caja/2': envelope(arbol),
    });
    const { user } = renderWithProviders(<PermisosCajaPage />, {
      route: '/farmasi/sistemas/permisoscajafarmasi20',
    });
    await elegirCarlos(user);
    expect(await screen.findByText('Empleado: 2 - Carlos Juárez Pineda')).toBeTruthy();
    expect(screen.queryByRole('button', { name: cs.boton })).toBeNull();
  });
});
