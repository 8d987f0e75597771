import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { ReiniciarDemandaPage } from './ReiniciarDemandaPage';

const API = '/admin/api';
const LISTA = `GET ${API}/administracion/consultar/articulos/0/1`;
const PROPIAS = `POST ${API}/catalogos/sucursalespropias`;
const HISTORIAL = `GET ${API}/sistemas/historial?pantalla=1306&tabla=cat_articulos_reiniciar_demanda&clave=17&pagina=1`;

const renglon = {
  idCatArticulosReiniciarDemanda: 17,
  codarticulo: 1044,
  des_articulo: 'PARACETAMOL 500 MG TAB C/20',
  codsucursal: 3,
  des_sucursal: 'Mérida Centro',
  fechaDemanda: '2026-08-05',
  des_usuario: 'admin',
};

describe('Historial of an article in a branch (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the row by its id and shows its dates with the dialog’s label', async () => {
    mockFetch({
      [LISTA]: envelope({ renglones: [renglon], totalPaginas: 1, totalRenglones: 1 }),
      [PROPIAS]: envelope([]),
      [HISTORIAL]: paginaHistorial(
        [
          {
            id: 4,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: 'fechaDemanda', antes: '2026-07-01', despues: '2026-08-05' },
              { campo: 'idUsuario', antes: '2', despues: '1' },
            ],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(<ReiniciarDemandaPage />);
    await user.click(await screen.findByRole('button', { name: 'Historial de 1044 en Mérida Centro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de 1044 en Mérida Centro' });
    const items = await within(dialogo).findAllByRole('listitem');
    const textos = items.map((i) => i.textContent);
    expect(textos).toContain('Fecha de reinicio de demanda: 01/jul/2026 → 05/ago/2026');
    // The audited user id is not shown: the entry names who saved it.
    expect(textos.some((t) => t?.includes('Usuario:'))).toBe(false);
  });
});
