import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialDireccion } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1121&tabla=cat_sucursales_direcciones&clave=101-2&pagina=1';

describe('Historial of a branch address (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the address by branch and type, as the server audits it, with the screen’s labels', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 7,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [{ campo: 'telefono', antes: '2221234567', despues: '2227654321' }],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(
      <HistorialDireccion
        d={
          {
            codSucursal: 101,
            tipo: 2,
            sucursal: 'Puebla Centro',
          } as Parameters<typeof HistorialDireccion>[0]['d']
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de Consultorio 1 de Puebla Centro' }));
    const dialogo = await screen.findByRole('dialog', {
      name: 'Historial de Consultorio 1 de Puebla Centro',
    });
    const items = await within(dialogo).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toContain('Teléfono: 2221234567 → 2227654321');
  });
});
