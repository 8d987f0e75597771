import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { permisosLegibles, SIN_PERMISOS } from './historial';
import { AsignacionPermisosPage, PermisosAlmacenPage } from './PermisosPage';

const nodo = (id: number, parentid: number | null, name: string, selected = false) => ({
  id,
  parentid,
  name,
  icon: null,
  selected,
  indeterminate: false,
});
// Farmacias > Catálogos > Grupo sucursales; Farmacias > Administración > (Asignación de permisos, Traspaso).
const web = [
  nodo(1, null, 'Farmacias'),
  nodo(10, 1, 'Catálogos'),
  nodo(1001, 10, 'Grupo sucursales'),
  nodo(11, 1, 'Administración'),
  nodo(1100, 11, 'Asignación de permisos', true),
  nodo(1140, 11, 'Traspaso de sucursales'),
];
const carlos = { codEmpleado: 2, nombre: 'Carlos Juárez Pineda', idWebUsuarios: 2 };
const historial = (pantalla: number, tabla: string) =>
  `GET /admin/api/sistemas/historial?pantalla=${pantalla}&tabla=${tabla}&clave=2&pagina=1`;
const pagina = (antes: number[], despues: number[]) =>
  paginaHistorial(
    [
      {
        id: 5,
        fecha: '2026-11-28T19:15:00.000Z',
        usuario: 'admin',
        nombre: 'Ana Pérez',
        tipo: 'cambio',
        cambios: [{ campo: '', antes: JSON.stringify(antes), despues: JSON.stringify(despues) }],
      },
    ],
    1,
  );

const elegirCarlos = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(screen.getByRole('combobox', { name: 'Buscar empleado por código o nombre' }), 'carl');
  await user.click(await screen.findByText('2 - Carlos Juárez Pineda', {}, { timeout: 3000 }));
};

const abrir = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(
    await screen.findByRole('button', { name: 'Historial de permisos de Carlos Juárez Pineda' }),
  );
  const dialogo = await screen.findByRole('dialog', {
    name: 'Historial de permisos de Carlos Juárez Pineda',
  });
  return (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
};

describe('Historial of an employee’s permissions (issue 29)', () => {
  beforeEach(() => signIn({ idUser: 1 }));

  it('asks the web tree’s screen for its table under the web user, and names the options', async () => {
    mockFetch({
      'GET /admin/api/administracion/buscar-empleados-usuario/carl': envelope([carlos]),
      'GET /admin/api/administracion/obtener-menu/2': envelope(web),
      [historial(1100, 'web_usuarios_permisos')]: pagina([1, 11, 1100], [1, 10, 11, 1001, 1100, 77]),
    });
    const { user } = renderWithProviders(<AsignacionPermisosPage />, {
      route: '/farmasi/administracion/asignacion-permisos',
    });
    await elegirCarlos(user);
    expect(await abrir(user)).toContain(
      // The options added, named by the tree (not the two whole lists).
      'Permisos: agregados: Catálogos: Grupo sucursales; opción 77',
    );
  });

  it('each tree asks with its own screen and table', async () => {
    mockFetch({
      'GET /admin/api/administracion/buscar-empleados-usuario/carl': envelope([carlos]),
      'GET /admin/api/permisosAlmacenBaranetos/obtener-menu-almacen/2': envelope([
        nodo(1, null, 'Entradas'),
        nodo(101, 1, 'Recepción de mercancía'),
        nodo(5, null, 'Inventario'),
      ]),
      [historial(1102, 'almacen_usuarios_permisos')]: pagina([], [1, 101, 5]),
    });
    const { user } = renderWithProviders(<PermisosAlmacenPage />, {
      route: '/farmasi/sistemas/PermisosAlmacenBaranetos',
    });
    await elegirCarlos(user);
    expect(await abrir(user)).toContain('Permisos: agregados: Entradas: Recepción de mercancía; Inventario');
  });
});

describe('permisosLegibles', () => {
  it('names a group with no ticked option of its own, and leaves other values as they are', () => {
    expect(permisosLegibles(web, '[1,10]')).toBe('Farmacias: Catálogos');
    expect(permisosLegibles(web, '[]')).toBe(SIN_PERMISOS);
    expect(permisosLegibles(web, 'texto')).toBe('texto');
  });
});
