import { format } from '@farmasi/contracts/messages';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { GestionPagoPage } from './GestionPagoPage';
import { deOtro, factura, nota } from './gestionpago.testutil';

const API = '/admin/api/Facturas';
const DOCUMENTOS = `GET ${API}/ProveedoresFacturasNotasCon`;
const PROCESO = `POST ${API}/ProveedoresFacturasProcesoPago`;
const RUTA = '/farmasi/catalogos/proveedores/gestionpago';

const documentos = {
  facturasAPagar: [
    factura(1, { importe: 1000 }),
    factura(2, { importe: 250.5 }),
    factura(3, { ...deOtro, importe: 80 }),
    factura(4, { ...deOtro, totalCuentas: 0, marca: 'Lala', proveedor: 'Lácteos' }),
    factura(5, { estatus: 'S', estatusDescripcion: 'Subida' }),
  ],
  notasCredito: [nota(1, { importe: 1300 }), nota(2, { importe: 50.25 })],
};

/** The open dialog that shows the text (antd keeps closed ones in the page). */
const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};
const casilla = (nombre: string) => screen.getByRole('checkbox', { name: nombre });
const marcada = (nombre: string) => (casilla(nombre) as HTMLInputElement).checked;
/** Picks an option of the due filter's open list. */
const elegirVencimiento = async (user: ReturnType<typeof renderWithProviders>['user'], opcion: string) => {
  await user.click(screen.getByLabelText('Vencimiento'));
  const item = await waitFor(() => {
    const el = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${opcion}"]`,
    );
    if (!el) throw new Error(`sin opción ${opcion}`);
    return el;
  });
  await user.click(item);
};
const resumen = () => within(screen.getByRole('group', { name: 'Resumen de la selección' }));

describe('GestionPagoPage, step 1', () => {
  beforeEach(() => {
    signIn();
  });

  it('applies the selection rules with the spec messages and undoes a refused tick', {
    timeout: 90_000,
  }, async () => {
    mockFetch({ [DOCUMENTOS]: envelope(documentos) });
    const { user } = renderWithProviders(<GestionPagoPage />, { route: RUTA });
    await screen.findByRole('checkbox', { name: 'Seleccionar factura A-1001 de Genomma' });
    // Only ER rows have a checkbox.
    expect(screen.queryByRole('checkbox', { name: /A-1005/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceso de pago' })).toBeNull();

    await user.click(casilla('Seleccionar factura A-1004 de Lala'));
    await user.click(
      within(await dialogoCon(format(m.sinCuentas, { proveedor: 'Lácteos (Lala)' }))).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(marcada('Seleccionar factura A-1004 de Lala')).toBe(false);

    await user.click(casilla('Seleccionar factura A-1001 de Genomma'));
    expect(marcada('Seleccionar factura A-1001 de Genomma')).toBe(true);
    expect(resumen().getAllByText('$1,000.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Proceso de pago' })).toBeTruthy();

    await user.click(casilla('Seleccionar factura A-1003 de Pisa'));
    const otro = format(m.otroProveedorFacturas, { proveedor: 'NADRO (Genomma)', estado: 'Puebla' });
    await user.click(within(await dialogoCon(otro)).getByRole('button', { name: 'Aceptar' }));
    expect(marcada('Seleccionar factura A-1003 de Pisa')).toBe(false);

    // Select-all over every row mixes suppliers; filtered by brand it is allowed.
    await user.click(casilla('Seleccionar todas las facturas'));
    await user.click(
      within(await dialogoCon(m.todasDiferentesFacturas)).getByRole('button', { name: 'Aceptar' }),
    );
    expect(marcada('Seleccionar todas las facturas')).toBe(false);
    await user.click(screen.getByLabelText('Marca'));
    await user.paste('genomma');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /A-1003/ })).toBeNull());
    await user.click(casilla('Seleccionar todas las facturas'));
    expect(marcada('Seleccionar todas las facturas')).toBe(true);
    expect(marcada('Seleccionar factura A-1002 de Genomma')).toBe(true);
    expect(resumen().getAllByText('$1,250.50')).toHaveLength(2);

    // 'Todos' in the due filter clears the select-all box; the rows stay ticked.
    await elegirVencimiento(user, 'Vencidos');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /A-1002/ })).toBeNull());
    expect(marcada('Seleccionar todas las facturas')).toBe(true);
    await elegirVencimiento(user, 'Todos');
    await waitFor(() => expect(marcada('Seleccionar factura A-1002 de Genomma')).toBe(true));
    expect(marcada('Seleccionar todas las facturas')).toBe(false);
  });

  it("refuses notes above the invoices, then confirms and sends 'Proceso de pago'", {
    timeout: 60_000,
  }, async () => {
    const fetch = mockFetch({
      [DOCUMENTOS]: envelope(documentos),
      [PROCESO]: envelope(
        { idFacturasProveedoresPagoEnc: 31, facturas: 1, notas: 1, importe: 949.75 },
        'Hecho: 1 y 1.',
      ),
    });
    const { user } = renderWithProviders(<GestionPagoPage />, { route: RUTA });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar factura A-1001 de Genomma' }));
    await user.click(casilla('Seleccionar nota NC-501 de Genomma'));
    await user.click(screen.getByRole('button', { name: 'Proceso de pago' }));
    await user.click(within(await dialogoCon(m.notasExceden)).getByRole('button', { name: 'Aceptar' }));
    expect(sentBodies(fetch, PROCESO)).toEqual([]);
    await user.click(casilla('Seleccionar nota NC-501 de Genomma'));
    await user.click(casilla('Seleccionar nota NC-502 de Genomma'));
    expect(resumen().getByText('$949.75')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceso de pago' }));
    await user.click(within(await dialogoCon(m.confirmarProceso)).getByRole('button', { name: 'Si' }));
    await screen.findByText('Hecho: 1 y 1.');
    expect(sentBodies(fetch, PROCESO)).toEqual([
      { idFacturasProveedores: [1], idFacturasProveedoresNotaCredito: [2] },
    ]);
    await waitFor(() => expect(marcada('Seleccionar factura A-1001 de Genomma')).toBe(false));
  });
});
