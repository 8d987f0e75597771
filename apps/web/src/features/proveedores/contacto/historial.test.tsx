import type { Contacto, CuentaBanco } from '@farmasi/contracts/proveedores/contacto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, json, mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { signIn } from '@/test/render';
import { API, dialogo, filas, setup } from './contacto.fixtures';

const HISTORIAL = 'GET /admin/api/sistemas/historial?pantalla=1503';

const contacto: Contacto = {
  idCatProveedoresMarcasDetContacto: 12,
  idCatProveedoresMarcasDet: 1,
  idCatProveedoresMarcasAreas: 2,
  area: 'Ventas',
  cargoDeArea: 'Gerente de ventas',
  nombreContacto: 'Óscar Núñez',
  correo: 'oscar@nadro.com.mx',
  telefono: '4421234567',
  confirmarPagoCorreo: true,
};
const cuenta: CuentaBanco = {
  idCatProveedoresMarcasCuentas: 22,
  idCatProveedoresMarcasDet: 1,
  banco: 'BANORTE',
  clave: 72,
  cuenta: '1234567890',
  nombreCuenta: 'Pagos a proveedores',
  cuentaPrincipal: false,
};

/** One page of a record's history as the server answers it: a change, then the record's addition. */
const pagina = (cambios: { campo: string; antes: string | null; despues: string | null }[]) =>
  paginaHistorial(
    [
      {
        id: 9,
        fecha: '2026-11-28T19:15:00.000Z',
        usuario: 'admin',
        nombre: 'Ana Pérez',
        tipo: 'cambio',
        cambios: [...cambios, { campo: 'modificadoPor', antes: null, despues: '1' }],
      },
      {
        id: 8,
        fecha: '2026-11-27T16:00:00.000Z',
        usuario: 'admin',
        nombre: 'Ana Pérez',
        tipo: 'alta',
        cambios: [{ campo: 'idCatProveedoresMarcasDet', antes: null, despues: '1' }],
      },
    ],
    2,
  );

/**
 * The history dialog (found by its title: in tests antd's dialogs share one aria-labelledby id) and
 * the text of its list items (each entry and each of its changes).
 */
const textos = async (titulo: string) => {
  const d = await waitFor(() => {
    const x = screen.queryAllByRole('dialog').find((y) => within(y).queryAllByText(titulo).length > 0);
    if (!x) throw new Error(`Sin diálogo «${titulo}»`);
    return x;
  });
  return { d, items: (await within(d).findAllByRole('listitem')).map((i) => i.textContent) };
};

describe("'Historial' of a supplier's contact and bank account (issue 29)", () => {
  beforeEach(() => signIn());

  it("asks for the contact by its id, with the contacts list's labels and the department by name", async () => {
    mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/ContactosPorIdMarca/1/0`]: envelope([contacto]),
      [`GET ${API}/ObtenerAreas`]: envelope([
        { idCatProveedoresMarcasAreas: 1, area: 'Crédito y cobranza' },
        { idCatProveedoresMarcasAreas: 2, area: 'Ventas' },
      ]),
      [`${HISTORIAL}&tabla=cat_proveedores_marcas_det_contacto&clave=12&pagina=1`]: pagina([
        { campo: 'idCatProveedoresMarcasAreas', antes: '1', despues: '2' },
        { campo: 'telefono', antes: '5512345678', despues: '4421234567' },
        { campo: 'confirmarPagoCorreo', antes: 'No', despues: 'Sí' },
      ]),
    });
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Contactos de PISA - NADRO S.A.P.I. DE C.V.' }),
    );
    const modal = await dialogo('Agregar nuevo');
    await user.click(await within(modal).findByRole('button', { name: 'Historial de Óscar Núñez' }));
    const { d, items } = await textos('Historial de Óscar Núñez');
    expect(items).toEqual(
      expect.arrayContaining([
        'Departamento: Crédito y cobranza → Ventas',
        'Teléfono: 55 1234 5678 → 442 123 4567',
        'Enviar correo: No → Sí',
      ]),
    );
    expect(d.textContent).not.toContain('modificadoPor');
    expect(d.textContent).not.toContain('idCatProveedoresMarcasDet');
  });

  it('asks for the bank account by its id, with the bank by name; without the banks, by its code', async () => {
    const rutas = {
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/BancosPorIdMarca/1/0`]: envelope([cuenta]),
      [`${HISTORIAL}&tabla=cat_proveedores_marcas_cuentas&clave=22&pagina=1`]: pagina([
        { campo: 'banco', antes: '12', despues: '72' },
        { campo: 'nombreCuenta', antes: 'NADRO', despues: 'Pagos a proveedores' },
        { campo: 'cuentaPrincipal', antes: 'Sí', despues: 'No' },
      ]),
    };
    const abrir = async (bancos: object) => {
      mockFetch({ ...rutas, [`GET ${API}/ObtenerBancos`]: bancos });
      const { user, unmount } = setup();
      await user.click(
        await screen.findByRole('button', { name: 'Cuentas de PISA - NADRO S.A.P.I. DE C.V.' }),
      );
      const modal = await dialogo('Nueva cuenta');
      await user.click(
        await within(modal).findByRole('button', { name: 'Historial de la cuenta 1234567890' }),
      );
      const { d, items } = await textos('Historial de la cuenta 1234567890');
      await user.click(within(d).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
      unmount();
      return items;
    };
    expect(
      await abrir(
        envelope([
          { codigo: 72, descripcion: 'BANORTE' },
          { codigo: 12, descripcion: 'BBVA MEXICO' },
        ]),
      ),
    ).toEqual(
      expect.arrayContaining([
        'Banco: BBVA MEXICO → BANORTE',
        'Nombre: NADRO → Pagos a proveedores',
        'Principal: Sí → No',
      ]),
    );
    // A banks list that cannot be read leaves the codes: the history opens all the same.
    expect(await abrir(json({ message: 'Error' }, 500))).toContain('Banco: 12 → 72');
  });
});
