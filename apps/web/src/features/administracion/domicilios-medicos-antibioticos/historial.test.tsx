import type { Domicilio } from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialDomicilio } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1150&tabla=cat_antibioticos_domicilios&clave=7&pagina=1';

const domicilio = { idCatAntibioticosDomicilios: 7, idCatAntibioticosMedicos: 3 } as Domicilio;

describe('Historial of a doctor’s address (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the address by its own id, as the server audits it, and names the state', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 9,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: 'calle', antes: 'Av. Juárez', despues: 'Av. Reforma' },
              { campo: 'codEstado', antes: '9', despues: '21' },
              { campo: 'modificadoPor', antes: '1', despues: '2' },
            ],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(
      <HistorialDomicilio
        d={domicilio}
        texto="Av. Reforma 12"
        estados={[
          { cod_Estado: 9, descripcion: 'Ciudad de México' },
          { cod_Estado: 21, descripcion: 'Puebla' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de domicilio Av. Reforma 12' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de domicilio Av. Reforma 12' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Calle: Av. Juárez → Av. Reforma');
    expect(items).toContain('Estado: Ciudad de México → Puebla');
    expect(dialogo.textContent).not.toContain('modificadoPor');
  });
});
