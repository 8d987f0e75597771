import { messages } from '@farmasi/contracts/messages';
import {
  type ArticuloExcluible,
  excluirArticulosMessages as m,
  type SucursalExclusion,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ExcluirArticulosPage } from './ExcluirArticulosPage';

const API = '/admin/api/proveedores';
const ARTICULOS = `GET ${API}/excluirarticulos-consultararticulos/5/3`;
const SUCURSALES = (cod: number) => `GET ${API}/excluirarticulos-consultarsucursales/5/3/${cod}`;
const GUARDAR = `POST ${API}/excluirarticulos-guardardatos`;

const articulo = (codArticulo: number, descripcion: string, sucursalesExcluidas = 0): ArticuloExcluible => ({
  codArticulo,
  descripcion,
  idCatProveedoresMarcas: 12,
  sucursalesExcluidas,
});
const sucursal = (codSucursal: number, nombre: string, excluir = false): SucursalExclusion => ({
  codSucursal,
  sucursal: nombre,
  excluir,
  idCatProveedoresMarcas: 12,
  codArticulo: 900001,
});
const rutas = (extra: Record<string, object> = {}) => ({
  'GET /admin/api/catalogos/proveedores': envelope([
    { codigo: 5, descripcion: 'Nadro' },
    { codigo: 7, descripcion: 'Casa Saba' },
  ]),
  [`GET ${API}/marcasproveedor/5`]: envelope([{ idCatProveedoresMarcasEnc: 3, nombre: 'PISA' }]),
  [ARTICULOS]: envelope([
    articulo(900001, 'Ácido fólico 5 mg', 2),
    articulo(900002, 'Amoxicilina 500 mg'),
    articulo(900003, 'Paracetamol 500 mg'),
  ]),
  [SUCURSALES(900001)]: envelope([
    sucursal(1, 'Cholula Centro', true),
    sucursal(2, 'León Moderna'),
    sucursal(3, 'Mérida Norte', true),
  ]),
  [SUCURSALES(900002)]: envelope([sucursal(1, 'Cholula Centro'), sucursal(2, 'León Moderna')]),
  ...extra,
});
const setup = (query = '?proveedor=5&marca=3') =>
  renderWithProviders(<ExcluirArticulosPage />, {
    route: `/farmasi/catalogos/proveedores/excluirarticulos${query}`,
  });
const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};
const responder = async (user: ReturnType<typeof setup>['user'], texto: string, boton: 'Si' | 'No') =>
  user.click(within(await dialogoCon(texto)).getByRole('button', { name: boton }));
const elegirArticulo = (user: ReturnType<typeof setup>['user'], texto: RegExp) =>
  user.click(screen.getByRole('button', { name: texto }));
const tick = (sucursalNombre: string) =>
  screen.getByRole('checkbox', { name: `Excluir de ${sucursalNombre}` }) as HTMLInputElement;

describe('ExcluirArticulosPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('asks for a supplier first', async () => {
    mockFetch(rutas());
    setup('');
    expect(await screen.findByText(m.seleccioneProveedor, { selector: 'li' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
  });

  it("lists the brand supplier's articles and searches them without accents or case", async () => {
    mockFetch(rutas());
    const { user } = setup();
    await screen.findByRole('button', { name: /Ácido fólico/ });
    expect(screen.getByText('2 sucursales excluidas')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar artículo'), 'ACIDO');
    expect(screen.queryByRole('button', { name: /Amoxicilina/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Ácido fólico/ })).toBeTruthy();
  });

  it("shows Cancelar and Guardar Cambios once an article is chosen; nothing changed is the spec's warning", async () => {
    mockFetch(rutas());
    const { user } = setup();
    await screen.findByRole('button', { name: /Ácido fólico/ });
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
    expect(screen.getByText(m.seleccioneArticulo)).toBeTruthy();
    await elegirArticulo(user, /Ácido fólico/);
    expect(await screen.findByRole('checkbox', { name: 'Excluir de León Moderna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ácido fólico/ }).getAttribute('aria-pressed')).toBe('true');
    expect(tick('Cholula Centro').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(m.sinCambios)).toBeTruthy();
  });

  it('saves only the branches whose tick changed, after a confirmation with their count', async () => {
    const fetchMock = mockFetch(rutas({ [GUARDAR]: envelope({ guardados: 2 }, m.guardados) }));
    const { user } = setup('?proveedor=5&marca=3&articulo=900001');
    await screen.findByRole('checkbox', { name: 'Excluir de León Moderna' });
    await user.click(tick('León Moderna'));
    await user.click(tick('Mérida Norte'));
    // Ticked and unticked again: back as stored, not sent.
    await user.click(tick('Cholula Centro'));
    await user.click(tick('Cholula Centro'));
    expect(screen.getByText('2 sucursales con cambio sin guardar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await responder(user, m.confirmar(2), 'Si');
    expect(await screen.findByText(m.guardados)).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([
        [
          { idCatProveedoresMarcas: 12, codArticulo: 900001, codSucursal: 2, excluir: true },
          { idCatProveedoresMarcas: 12, codArticulo: 900001, codSucursal: 3, excluir: false },
        ],
      ]),
    );
  });

  it('asks before another article or Cancelar discards ticks not saved', async () => {
    mockFetch(rutas());
    const { user } = setup('?proveedor=5&marca=3&articulo=900001');
    await screen.findByRole('checkbox', { name: 'Excluir de León Moderna' });
    await user.click(tick('León Moderna'));
    await elegirArticulo(user, /Amoxicilina/);
    await responder(user, messages.general.cambiosSinGuardar, 'No');
    expect(tick('León Moderna').checked).toBe(true);
    expect(screen.getByRole('button', { name: /Ácido fólico/ }).getAttribute('aria-pressed')).toBe('true');

    await elegirArticulo(user, /Amoxicilina/);
    await responder(user, messages.general.cambiosSinGuardar, 'Si');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Amoxicilina/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() => expect(tick('León Moderna').checked).toBe(false));

    await user.click(tick('Cholula Centro'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await responder(user, messages.general.cambiosSinGuardar, 'Si');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull());
    expect(screen.getByText(m.seleccioneArticulo)).toBeTruthy();
  });
});
