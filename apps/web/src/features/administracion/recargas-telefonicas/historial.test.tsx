import type { CambioCampo, EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialRecarga } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1151&tabla=cat_recargas_usuario_sucursal%2Crecargas_envios&clave=5&pagina=1';

const entrada = (id: number, tipo: 'alta' | 'cambio', cambios: CambioCampo[]): EntradaHistorial => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios,
});

describe('Historial of a phone top-up provider row (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the row and its resends by id, with the dialog’s labels and names for codes', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          entrada(9, 'alta', [
            { campo: 'motivo', antes: null, despues: 'R' },
            { campo: 'codSucursal', antes: null, despues: '101' },
          ]),
          entrada(8, 'cambio', [
            { campo: 'codSucursal', antes: '100', despues: '101' },
            { campo: 'idProveedor', antes: '1', despues: '2' },
            { campo: 'usuario', antes: 'suc100', despues: 'suc101' },
            { campo: 'passwordCambiada', antes: null, despues: 'Sí' },
          ]),
        ],
        2,
      ),
    });
    const { user } = renderWithProviders(
      <HistorialRecarga
        r={{
          idCatRecargasUsuarioSucursal: 5,
          codSucursal: 101,
          sucursal: 'Puebla Centro',
          idProveedor: 2,
          proveedor: 'TAE Recargas',
          usuario: 'suc101',
          fecha: '2026-11-28T19:15:00.000Z',
          ultimoEnvio: null,
        }}
        proveedores={[
          { idProveedor: 1, proveedor: 'PAGAQUI' },
          { idProveedor: 2, proveedor: 'TAE Recargas' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de Puebla Centro TAE Recargas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de Puebla Centro TAE Recargas' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Envío a la sucursal: Reenviado',
        'Sucursal: 101 - Puebla Centro',
        'Sucursal: 100 → 101 - Puebla Centro',
        'Proveedor: PAGAQUI → TAE Recargas',
        'Usuario: suc100 → suc101',
        'Password: (vacío) → capturada de nuevo (no se muestra)',
      ]),
    );
  });
});
