import type { Traspaso } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialTraspaso } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1140&tabla=traspasos_sucursales_enc&clave=42&pagina=1';
const RECIBIDO = '2026-11-28T19:15:00.000Z';

describe('Historial of a transfer (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the transfer by its id and shows its receipt with the list’s labels', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 3,
            fecha: RECIBIDO,
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: 'estatus', antes: 'P', despues: 'R' },
              { campo: 'idUsuarioRecibio', antes: null, despues: '1' },
              { campo: 'fechaRecibio', antes: null, despues: RECIBIDO },
            ],
          },
        ],
        1,
      ),
    });
    const t = { sIdTraspasosSucursalesEnc: '42', folioTraspaso: 1017 } as Traspaso;
    const { user } = renderWithProviders(<HistorialTraspaso t={t} />);
    await user.click(screen.getByRole('button', { name: 'Historial de folio 1017' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de folio 1017' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items).toContain('Estatus: Pendiente → Recibido');
    expect(items).toContain(`Fecha recibió: (vacío) → ${formatDateTime(RECIBIDO)}`);
    expect(items.some((i) => i?.startsWith('idUsuarioRecibio'))).toBe(false);
  });
});
