import type { Pedido } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { AccionesFila } from '@/ui/AccionesFila';
import { historialPedido } from './historial';

const URL = 'GET /admin/api/sistemas/historial?pantalla=1307&tabla=bar_pedidos_enc&clave=7&pagina=1';
const ESTATUS = [
  { estatus: 1, descripcion: 'Recibido' },
  { estatus: 2, descripcion: 'En surtido' },
];

describe('Historial of a Baranetos order (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the order by its id and shows each status by its name', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 5,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [{ campo: 'estatus', antes: '1', despues: '2' }],
          },
        ],
        1,
      ),
    });
    const p = { idPedidosEnc: 7, folio: 'PB-000007' } as Pedido;
    const { user } = renderWithProviders(
      <AccionesFila titulo="Acciones" acciones={[historialPedido(p, ESTATUS)]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Historial de pedido PB-000007' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de pedido PB-000007' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Estatus: Recibido → En surtido');
  });
});
