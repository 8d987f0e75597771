import type { PrecioArticulo } from '@farmasi/contracts/contabilidad/precios-programados';
import type { CambioCampo, EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialPrecio } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1403&tabla=precios_programados%2Ccat_articulos_proveedores_costos_enc&clave=77&pagina=1';

const entrada = (id: number, cambios: CambioCampo[]): EntradaHistorial => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: id === 1 ? '' : 'admin',
  nombre: id === 1 ? '' : 'Ana Pérez',
  tipo: 'cambio',
  cambios,
});

describe('Historial of a scheduled-price row (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the cost row in both tables, and shows the schedule and the applied cost with the screen’s labels', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          entrada(2, [
            { campo: 'idPrecioProgramado', antes: '4', despues: '9' },
            { campo: 'costoNuevo', antes: '10.5000', despues: '11.0000' },
            { campo: 'fechaInicio', antes: '2026-12-01', despues: '2026-12-15' },
          ]),
          entrada(1, [
            { campo: 'costo', antes: '10.0000', despues: '10.5000' },
            { campo: 'precioPublico', antes: '15.00', despues: '16.00' },
          ]),
        ],
        2,
      ),
    });
    const { user } = renderWithProviders(
      <HistorialPrecio
        f={
          {
            idCatArticulosProveedoresCostosEnc: 77,
            descripcion: 'ASPIRINA 500',
            marca: 'BAYER',
          } as PrecioArticulo
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de ASPIRINA 500 (BAYER)' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de ASPIRINA 500 (BAYER)' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Nuevo costo: 10.5000 → 11.0000',
        'Fecha de inicio: 01/dic/2026 → 15/dic/2026',
        'Costo actual: 10.0000 → 10.5000',
        'Precio público actual: 15.00 → 16.00',
      ]),
    );
    // The schedule's id is internal: not shown; the job's entry is the system's.
    expect(items.some((i) => i?.includes('idPrecioProgramado'))).toBe(false);
    expect(within(dialogo).getByText('Sistema')).toBeTruthy();
  });
});
