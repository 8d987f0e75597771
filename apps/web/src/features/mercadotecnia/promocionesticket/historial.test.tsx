import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { PromocionesTicketBaranetosPage, PromocionesTicketPage } from './PromocionesTicketPage';

const promocion = (id: number, orden: number) => ({
  idCatPromocionesTicket: id,
  orden,
  fechaInicial: '2026-11-01',
  fechaFinal: '2026-12-31',
  imagen: `/admin/api/archivos/${id}`,
  ancho: 400,
  alto: 160,
  sucursalesCount: 2,
});
const entrada = (id: number, tipo: EntradaHistorial['tipo'], cambios: EntradaHistorial['cambios']) => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios,
});
const pagina = (...entradas: EntradaHistorial[]) =>
  envelope({ entradas, totalRegistros: entradas.length, pagina: 1, porPagina: 10 });
const historial = (pantalla: number, clave: string) =>
  `GET /admin/api/sistemas/historial?pantalla=${pantalla}&tabla=cat_promociones_ticket&clave=${clave}&pagina=1`;
const lineas = async (nombre: string) => {
  // The list's code loads on the first opening.
  const dialogo = await screen.findByRole('dialog', { name: nombre }, { timeout: 10_000 });
  return (await within(dialogo).findAllByRole('listitem', {}, { timeout: 10_000 })).map((i) => i.textContent);
};

describe('Historial on Promociones ticket (issue 29)', () => {
  beforeEach(() => signIn());

  it('a promotion’s card: its dates, branches and a replaced image, with the modal’s labels', async () => {
    mockFetch({
      'GET /admin/api/mercadotecnia/promocionesticket': envelope([promocion(4, 1), promocion(9, 2)]),
      [historial(1201, '9')]: pagina(
        entrada(2, 'cambio', [
          { campo: 'fechaFinal', antes: '2026-12-31', despues: '2027-01-15' },
          { campo: 'sucursales', antes: '[101,102]', despues: '[101,102,103]' },
          { campo: 'idArchivo', antes: '41', despues: '58' },
          { campo: 'ancho', antes: '400', despues: '380' },
        ]),
        entrada(1, 'alta', [{ campo: 'fechaInicial', antes: null, despues: '2026-11-01' }]),
      ),
    });
    const { user } = renderWithProviders(<PromocionesTicketPage />);
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Historial de promoción 2' }));
    const items = await lineas('Historial de promoción 2');
    expect(items).toContain('Fecha final: 31/dic/2026 → 15/ene/2027');
    expect(items).toContain('Sucursales (códigos): agregados: 103');
    expect(items).toContain('Imagen: anterior → nueva');
    expect(items).toContain('Fecha inicial: 01/nov/2026');
    expect(items.join(' ')).not.toContain('380');
  });

  it('the line’s order, by its own key (not a promotion’s id), on each line’s screen', async () => {
    mockFetch({
      'GET /admin/api/baranetos/mercadotecnia/promocionesticket': envelope([promocion(5, 1)]),
      [historial(1202, 'orden-2')]: pagina(
        entrada(3, 'cambio', [{ campo: 'orden', antes: '[5,6]', despues: '[6,5]' }]),
      ),
    });
    const { user } = renderWithProviders(<PromocionesTicketBaranetosPage />);
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de orden de las promociones' }),
    );
    expect(await lineas('Historial de orden de las promociones')).toContain(
      'Orden (números de promoción): 5, 6 → 6, 5',
    );
  });
});
