import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { AsignarClientesGruposEntregaPage } from './AsignarClientesGruposEntregaPage';

const HISTORIAL =
  'GET /admin/api/sistemas/historial?pantalla=1122&tabla=cat_grupos_entrega_clientes&clave=4&pagina=1';
const cliente = (cod_Cliente: number, sucursal: string, grupo: number) => ({
  cod_Cliente,
  nombre: `FarmaSí ${sucursal}`,
  sucursal,
  grupo,
  seleccionado: false,
});
const entrada = (id: number, tipo: 'alta' | 'baja', campo: string, valor: string) => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios: [{ campo, antes: tipo === 'baja' ? valor : null, despues: tipo === 'alta' ? valor : null }],
});

describe('Historial of a delivery group (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the group under its number and names the customers added and removed', async () => {
    mockFetch({
      'GET /admin/api/grupos-entrega/grupos': envelope([{ grupo: 4, nombre: 'Ruta Sur', sucursales: 1 }]),
      'GET /admin/api/grupos-entrega': envelope([cliente(36, 'Mérida Del Valle', 4)]),
      'GET /admin/api/grupos-entrega/sucursales': envelope([cliente(12, 'Cancún Jardines', 0)]),
      [HISTORIAL]: paginaHistorial(
        [
          entrada(3, 'baja', 'eliminados', '[12]'),
          entrada(2, 'baja', 'eliminado', '99'),
          entrada(1, 'alta', 'agregados', '[36,12]'),
        ],
        3,
      ),
    });
    const { user } = renderWithProviders(<AsignarClientesGruposEntregaPage />);
    await user.click(await screen.findByRole('button', { name: 'Historial de grupo Ruta Sur' }));
    // In tests antd gives its generated ids one value (test-id): the search's input has it too, so
    // the dialog's aria-labelledby does not name it; its title is read instead.
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.querySelector('.ant-modal-title')?.textContent).toBe('Historial de grupo Ruta Sur');
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Sucursales eliminadas: 12 - Cancún Jardines');
    // A customer the screen no longer lists (deactivated) keeps its code.
    expect(items).toContain('Sucursal eliminada: 99');
    expect(items).toContain('Sucursales agregadas: 36 - Mérida Del Valle, 12 - Cancún Jardines');
  });
});
