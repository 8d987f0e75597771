import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { AsignarSucursalesGruposPage } from './AsignarSucursalesGruposPage';

const HISTORIAL =
  'GET /admin/api/sistemas/historial?pantalla=1123&tabla=cat_grupo_sucursales_det&clave=7&pagina=1';
const sucursal = (codSucursal: number, nombre: string, idCatGrupoSucursalesEnc: number) => ({
  codSucursal,
  sucursal: nombre,
  nombre: `FarmaSí ${nombre}`,
  idCatGrupoSucursalesEnc,
  seleccionado: false,
});
const entrada = (
  id: number,
  tipo: 'alta' | 'baja' | 'cambio',
  campo: string,
  antes: string | null,
  despues: string | null,
) => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios: [{ campo, antes, despues }],
});

describe('Historial of a branch group (issue 29)', () => {
  beforeEach(() => signIn());

  it("asks for the group under its id and names the branches, also the catalog's saved list", async () => {
    mockFetch({
      'GET /admin/api/asignar-sucursales-grupos/grupos': envelope([
        { idCatGrupoSucursalesEnc: 7, grupo: 'Zona Península', sucursales: 1 },
      ]),
      'GET /admin/api/asignar-sucursales-grupos/sucursales-grupos': envelope([
        sucursal(36, 'Mérida Del Valle', 7),
      ]),
      'GET /admin/api/asignar-sucursales-grupos/sucursales-sin-grupo': envelope([
        sucursal(12, 'Cancún Jardines', 0),
      ]),
      [HISTORIAL]: paginaHistorial(
        [
          entrada(4, 'baja', 'eliminadas', '[36]', null),
          entrada(3, 'baja', 'eliminada', '12', null),
          entrada(2, 'alta', 'agregadas', null, '[36,12]'),
          entrada(1, 'cambio', 'sucursales', '[]', '[12]'),
        ],
        4,
      ),
    });
    const { user } = renderWithProviders(<AsignarSucursalesGruposPage />);
    await user.click(await screen.findByRole('button', { name: 'Historial de grupo Zona Península' }));
    // In tests antd gives its generated ids one value (test-id): the search's input has it too, so
    // the dialog's aria-labelledby does not name it; its title is read instead.
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.querySelector('.ant-modal-title')?.textContent).toBe('Historial de grupo Zona Península');
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Sucursales eliminadas: 36 - Mérida Del Valle');
    expect(items).toContain('Sucursal eliminada: 12 - Cancún Jardines');
    expect(items).toContain('Sucursales agregadas: 36 - Mérida Del Valle, 12 - Cancún Jardines');
    // The 'Grupo sucursales' catalog saves the whole list: the history says what it gained.
    expect(items).toContain('Sucursales: agregados: 12 - Cancún Jardines');
  });
});
