import type { DiasInventarioFila } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { DiasInventarioFamiliaPage } from './DiasInventarioFamiliaPage';

const API = '/admin/api/catalogos';
const HISTORIAL =
  'GET /admin/api/sistemas/historial?pantalla=1302&tabla=cat_dias_inventario_familia&clave=1&pagina=1';

const fila = (codFamilia: number, descripcion: string, diasInventario: number): DiasInventarioFila => ({
  codSucursal: 1,
  sucursal: 'Mérida Centro',
  codFamilia,
  descripcion,
  diasInventario,
});

describe('Historial of the inventory days (issue 29)', () => {
  beforeEach(() => signIn());

  it('a row asks for its branch’s saves: each family changed by its name, 0 as no days', async () => {
    mockFetch({
      [`GET ${API}/familiasDias/`]: envelope([
        { codigo: 1, descripcion: 'ANALGESICOS' },
        { codigo: 2, descripcion: 'ANTIBIOTICOS' },
      ]),
      [`GET ${API}/diasinventariofamilia/0/0`]: envelope([
        fila(1, 'ANALGESICOS', 30),
        fila(2, 'ANTIBIOTICOS', 0),
      ]),
      [`POST ${API}/sucursales`]: envelope([]),
      [HISTORIAL]: paginaHistorial(
        [
          {
            id: 4,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: '1', antes: '0', despues: '30' },
              { campo: '2', antes: '15', despues: '0' },
            ],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(<DiasInventarioFamiliaPage />, {
      route: '/farmasi/catalogos/DiasInventarioFamilia',
    });
    const nombre = 'Historial de Mérida Centro, ANTIBIOTICOS';
    await user.click(await screen.findByRole('button', { name: nombre }));
    // In the whole page antd's ids repeat in tests ('test-id'): the dialog is found by its title.
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getAllByText(nombre).length).toBeGreaterThan(0);
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('ANALGESICOS: Sin días → 30');
    expect(items).toContain('ANTIBIOTICOS: 15 → Sin días');
  });
});
