import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialItem } from './historial';
import { niveles } from './niveles';

const url = (pantalla: number, tabla: string) =>
  `GET /admin/api/sistemas/historial?pantalla=${pantalla}&tabla=${tabla}&clave=12&pagina=1`;
const pagina = (cambios: { campo: string; antes: string | null; despues: string | null }[]) =>
  paginaHistorial(
    [
      {
        id: 7,
        fecha: '2026-11-28T19:15:00.000Z',
        usuario: 'admin',
        nombre: 'Ana Pérez',
        tipo: 'cambio',
        cambios,
      },
    ],
    1,
  );
type Usuario = ReturnType<typeof renderWithProviders>['user'];
const item = { codigo: 12, descripcion: 'Herramientas manuales', idPadre: 4, padre: 'Jardín' };

const abrir = async (user: Usuario, nombre: string) => {
  await user.click(screen.getByRole('button', { name: `Historial de ${nombre}` }));
  const dialogo = await screen.findByRole('dialog', { name: `Historial de ${nombre}` });
  return (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
};

describe('Historial of a catalogue item (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks a section’s screen for its table and code; the department reads with its name where the list shows it', async () => {
    mockFetch({
      [url(2002, 'bar_secciones')]: pagina([
        { campo: 'descripcion', antes: 'Herramientas', despues: 'Herramientas manuales' },
        { campo: 'idDepartamento', antes: '3', despues: '4' },
      ]),
    });
    const { user } = renderWithProviders(
      <HistorialItem nivel={niveles.secciones} item={item} padres={new Map([[4, 'Jardín']])} />,
    );
    const items = await abrir(user, 'Herramientas manuales');
    expect(items).toEqual(
      expect.arrayContaining([
        'Descripción: Herramientas → Herramientas manuales',
        'Departamento: 3 → 4 - Jardín',
      ]),
    );
  });

  it('asks each level’s own screen and table: departments and categories', async () => {
    mockFetch({
      [url(2001, 'bar_departamentos')]: pagina([
        { campo: 'descripcion', antes: 'Ferre', despues: 'Ferretería' },
      ]),
      [url(2003, 'bar_categorias')]: pagina([{ campo: 'idSeccion', antes: '12', despues: '13' }]),
    });
    const { user, unmount } = renderWithProviders(
      <HistorialItem
        nivel={niveles.departamentos}
        item={{ ...item, descripcion: 'Ferretería' }}
        padres={new Map()}
      />,
    );
    expect(await abrir(user, 'Ferretería')).toContain('Descripción: Ferre → Ferretería');
    unmount();
    const otra = renderWithProviders(
      <HistorialItem
        nivel={niveles.categorias}
        item={{ ...item, descripcion: 'Martillos' }}
        padres={new Map()}
      />,
    );
    expect(await abrir(otra.user, 'Martillos')).toContain('Sección: 12 → 13');
  });
});
