import type { MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ContactoPage } from './ContactoPage';

/** What both test files of S29 share: the rows, the page, its dialogs. */
export const API = '/admin/api/contactoProveedor';
export const fila = (o: Partial<MarcaProveedor>): MarcaProveedor => ({
  idCatProveedoresMarcasDet: 1,
  idCatProveedoresMarcasEnc: 1,
  codProveedor: 2,
  nombreMarca: 'PISA',
  proveedor: 'NADRO S.A.P.I. DE C.V.',
  activo: true,
  contactos: 2,
  contactosPago: 1,
  cuentas: 1,
  ...o,
});
export const filas = [
  fila({}),
  fila({
    idCatProveedoresMarcasDet: 7,
    nombreMarca: 'GENOMMA',
    proveedor: 'FÁRMACOS NACIONALES S.A. DE C.V.',
    contactosPago: 0,
    cuentas: 0,
  }),
];
export const setup = () =>
  renderWithProviders(<ContactoPage />, { route: '/farmasi/catalogos/proveedores/contacto' });
export const dialogo = (titulo: string) =>
  waitFor(() => {
    const d = screen.queryAllByRole('dialog').find((x) => within(x).queryByText(titulo));
    if (!d) throw new Error(`Sin diálogo con «${titulo}»`);
    return d;
  });
type Usuario = ReturnType<typeof setup>['user'];
/** Closes the warning with this text, after checking it is the one shown. */
export const aceptar = async (user: Usuario, texto: string) => {
  const aviso = await dialogo(texto);
  expect(aviso, texto).toBeTruthy();
  await user.click(within(aviso).getByRole('button', { name: /Aceptar|OK/ }));
  await waitFor(() => expect(screen.queryByText(texto)).toBeNull());
};
