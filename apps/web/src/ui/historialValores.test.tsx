import { diasInternacionalesPantalla } from '@farmasi/contracts/catalogos/dias-internacionales';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { BotonHistorial } from './Historial';
import { imagenCambiada } from './historialValores';

const URL = 'GET /admin/api/sistemas/historial?pantalla=1301&tabla=cat_dias_internacionales&clave=5&pagina=1';
const entrada = (id: number, tipo: 'alta' | 'cambio', antes: string | null) => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios: [{ campo: 'idArchivo', antes, despues: String(40 + id) }],
});

describe('A picture in a history (kit)', () => {
  beforeEach(() => signIn());

  it('reads a replaced file as anterior → nueva and an added one as nueva, never its numbers', async () => {
    mockFetch({
      [URL]: paginaHistorial([entrada(2, 'cambio', '41'), entrada(1, 'alta', null)], 2),
    });
    const { user } = renderWithProviders(
      <BotonHistorial
        soloIcono
        pantalla={diasInternacionalesPantalla}
        clave={5}
        etiquetas={{ idArchivo: 'Imagen' }}
        valores={{ idArchivo: imagenCambiada }}
        titulo="imagen 1"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de imagen 1' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de imagen 1' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Imagen: anterior → nueva');
    expect(items).toContain('Imagen: nueva');
    expect(items.join(' ')).not.toMatch(/4[12]/);
  });
});
