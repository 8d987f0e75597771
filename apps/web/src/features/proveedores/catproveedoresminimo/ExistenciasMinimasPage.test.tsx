import { messages } from '@farmasi/contracts/messages';
import type { ArticuloMinimo, SucursalMinimo } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMarcaMessages as mm } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMessages as m } from '@farmasi/contracts/proveedores/existencias-minimas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ESTILO_CEROS, ExistenciasMinimasPage } from './ExistenciasMinimasPage';

const API = '/admin/api';
const MARCAS = `GET ${API}/catalogos/marcas`;
const ARTICULOS = `GET ${API}/proveedores/consultaexistenciaminima/2`;
const SUCURSALES = `GET ${API}/proveedores/catsucursalesexistenciasminimas/900010`;
const GUARDAR = `POST ${API}/proveedores/existenciaMinimaGuardar`;

const articulo = (codArticulo: number, descripcion: string, ceros: number): ArticuloMinimo => ({
  codArticulo,
  descripcion,
  costo: 12.3456,
  precioPublico: 19.9,
  existenciaMinimaCero: ceros,
});
const sucursal = (codSucursal: number, nombre: string, minimo: number): SucursalMinimo => ({
  codArticulo: 900010,
  codSucursal,
  sucursal: nombre,
  existenciaMinima: minimo,
});

const rutas = (extra: Record<string, unknown> = {}) =>
  ({
    [MARCAS]: envelope([
      { idCatProveedoresMarcasEnc: 1, nombre: 'PISA' },
      { idCatProveedoresMarcasEnc: 2, nombre: 'GENOMMA' },
    ]),
    [ARTICULOS]: envelope([
      articulo(900010, 'AMOXICILINA 500 MG CAP C/12 GENOMMA', 2),
      articulo(900011, 'NAPROXENO 250 MG TAB C/30 GENOMMA', 0),
    ]),
    [SUCURSALES]: envelope([
      sucursal(3, 'Mérida Centro', 0),
      sucursal(5, 'Puebla Angelópolis', 6),
      sucursal(7, 'Cancún Centro', 0),
    ]),
    ...extra,
  }) as Record<string, object>;

const setup = (ruta = '/farmasi/catalogos/proveedores/catproveedoresminimo?marca=2') =>
  renderWithProviders(<ExistenciasMinimasPage />, { route: ruta });
const caja = (nombre: string) => screen.getByLabelText(`Existencia mínima de ${nombre}`) as HTMLInputElement;
const abrir = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(
    await screen.findByRole('button', { name: 'Ver sucursales de AMOXICILINA 500 MG CAP C/12 GENOMMA' }),
  );
  // antd gives every title the same id under test: the modal is the one dialog open.
  const modal = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(modal).getByText(mm.tituloModal)).toBeTruthy();
  await within(modal).findByText('Mérida Centro');
  return modal;
};

describe('ExistenciasMinimasPage', () => {
  beforeEach(() => signIn());

  it('asks for a brand first, then lists its articles with cost, price and the branches at 0 in red', async () => {
    mockFetch(rutas());
    const { user } = setup('/farmasi/catalogos/proveedores/catproveedoresminimo');
    expect(await screen.findByText(mm.seleccioneMarca, { selector: 'td *, td' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByText('GENOMMA', { selector: '.ant-select-item-option-content' }));
    const fila = (await screen.findByText('AMOXICILINA 500 MG CAP C/12 GENOMMA')).closest('tr')!;
    expect(fila.textContent).toContain('$12.3456');
    expect(fila.textContent).toContain('$19.90');
    const rojo = within(fila).getByText('2');
    expect(rojo.style.color).toBe(ESTILO_CEROS.color);
    expect(ESTILO_CEROS.color).toBe('#a8071a');
    const otra = screen.getByText('NAPROXENO 250 MG TAB C/30 GENOMMA').closest('tr')!;
    expect(within(otra).getByText('0').style.color).toBe('');
  });

  it("'Ver' lists the branches; nothing modified warns; 2 digits at most; only changed rows are saved", async () => {
    const fetchMock = mockFetch(rutas({ [GUARDAR]: envelope({ guardados: 2 }, m.guardados) }));
    const { user } = setup();
    const modal = await abrir(user);
    expect(within(modal).getByText(m.notaCero)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinCambios)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    await user.type(caja('Mérida Centro'), 'a1b23');
    expect(caja('Mérida Centro').value).toBe('12');
    // Typed back to what is stored: not a change.
    await user.clear(caja('Puebla Angelópolis'));
    await user.type(caja('Puebla Angelópolis'), '6');
    await user.type(caja('Cancún Centro'), '4');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(mm.confirmar(2))).toBeTruthy();
    expect(mm.confirmar(2)).toBe('Se afectarán 2 sucursales. ¿Desea guardar los cambios?');
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.guardados)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([
      [
        { codArticulo: 900010, codSucursal: 3, existenciaMinima: 12 },
        { codArticulo: 900010, codSucursal: 7, existenciaMinima: 4 },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Aplicar a todas' puts the global value (2 digits) on every branch; an empty one says so", async () => {
    const fetchMock = mockFetch(rutas({ [GUARDAR]: envelope({ guardados: 3 }, m.guardados) }));
    const { user } = setup();
    const modal = await abrir(user);
    await user.click(within(modal).getByRole('button', { name: 'Aplicar a todas' }));
    expect(await screen.findByText(mm.globalVacio)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const global = within(modal).getByLabelText(
      'Existencia mínima para todas las sucursales',
    ) as HTMLInputElement;
    await user.type(global, '805');
    expect(global.value).toBe('80');
    await user.click(within(modal).getByRole('button', { name: 'Aplicar a todas' }));
    for (const n of ['Mérida Centro', 'Puebla Angelópolis', 'Cancún Centro'])
      expect(caja(n).value).toBe('80');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await screen.findByText(m.guardados);
    expect((sentBodies(fetchMock, GUARDAR)[0] as unknown[]).length).toBe(3);
  });

  it('closing the modal with edits asks first; No keeps them', async () => {
    mockFetch(rutas());
    const { user } = setup();
    const modal = await abrir(user);
    await user.type(caja('Cancún Centro'), '9');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(caja('Cancún Centro').value).toBe('9');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a save that fails says 'Error al guardar información' and keeps the modal; a refusal says why", async () => {
    let respuesta: () => unknown = () => {
      throw new TypeError('Failed to fetch');
    };
    mockFetch(rutas({ [GUARDAR]: () => respuesta() }));
    const { user } = setup();
    const modal = await abrir(user);
    await user.type(caja('Cancún Centro'), '9');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.errorGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    respuesta = () => envelope(null, m.sucursalNoExiste(7), false);
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.sucursalNoExiste(7))).toBeTruthy();
    expect(modal.isConnected).toBe(true);
    expect(caja('Cancún Centro').value).toBe('9');
  });
});
