import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import { stockMinimoMessages as m, type StockMinimoFila } from '@farmasi/contracts/proveedores/stockminimo';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ESTILO_DEMANDA } from './columnas';
import { StockMinimoPage } from './StockMinimoPage';

const API = '/admin/api';
const PRODUCTOS = `POST ${API}/buscadores/buscar-productos-avanzado`;
const FORMULAS = (t: string) => `GET ${API}/buscadores/buscar-formula/${t}`;
const BUSCAR = `POST ${API}/proveedores/stockMinimoBuscar`;
const GUARDAR = `POST ${API}/proveedores/stockMinimoGuardar`;
const PROPIAS = `POST ${API}/catalogos/sucursalespropias`;

const fila = (
  codSucursal: number,
  sucursal: string,
  codArticulo: number,
  producto: string,
  minimo: number,
  demanda = 0,
) =>
  ({
    codSucursal,
    sucursal,
    codArticulo,
    descripcionProducto: producto,
    descripcionFormula: 'AMOXICILINA',
    grupoProducto: codArticulo === 900010 ? 2 : 0,
    existenciaMinima: minimo,
    demandaIndividual: demanda,
  }) satisfies StockMinimoFila;
const AMOXI = 'AMOXICILINA 500 MG CAP C/12 PISA';
const AMOXI2 = 'AMOXICILINA 250 MG/5 ML SUSP ULTRA';
const filas = [
  fila(3, 'Mérida Centro', 900010, AMOXI, 0),
  fila(3, 'Mérida Centro', 900011, AMOXI2, 14, 1),
  fila(5, 'Puebla Angelópolis', 900010, AMOXI, 25),
  fila(5, 'Puebla Angelópolis', 900011, AMOXI2, 0),
];

const rutas = (extra: Record<string, unknown> = {}) =>
  ({
    [PRODUCTOS]: envelope([
      { codigo: 900010, descripcion: AMOXI },
      { codigo: 900011, descripcion: AMOXI2 },
    ]),
    [FORMULAS('amoxicilina')]: envelope([{ codigo: 7, descripcion: 'AMOXICILINA' }]),
    [FORMULAS('zzzz')]: envelope([]),
    [BUSCAR]: envelope(filas),
    [PROPIAS]: envelope([
      { codigo: 3, descripcion: 'Mérida Centro' },
      { codigo: 5, descripcion: 'Puebla Angelópolis' },
    ]),
    ...extra,
  }) as Record<string, object>;

const RUTA = '/farmasi/catalogos/proveedores/stockminimo';
const setup = (ruta = RUTA) => renderWithProviders(<StockMinimoPage />, { route: ruta });
const caja = (producto: string, sucursal: string) =>
  screen.getByLabelText(`Mínimo de ${producto} en ${sucursal}`) as HTMLInputElement;
/** The rows have loaded (one box per row). */
const cargado = () =>
  screen.findByLabelText(`Mínimo de ${AMOXI} en Puebla Angelópolis`, {}, { timeout: 5000 });
const aceptar = async (user: ReturnType<typeof setup>['user'], texto: string) => {
  expect(await screen.findByText(texto)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
};

describe('StockMinimoPage: the search', () => {
  beforeEach(() => signIn());

  it('searches only with more than 3 characters, and says so', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'amo{Enter}');
    await aceptar(user, m.busquedaCorta);
    expect(sentBodies(fetchMock, PRODUCTOS)).toEqual([]);
  });

  it('several products open the results; a double click takes one and its rows load', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'amoxi{Enter}');
    const modal = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(modal).getByText(m.tituloResultados)).toBeTruthy();
    await user.dblClick(within(modal).getByText(AMOXI2));
    expect(await cargado()).toBeTruthy();
    expect(sentBodies(fetchMock, PRODUCTOS)).toEqual([{ buscar: 'amoxi' }]);
    expect(sentBodies(fetchMock, BUSCAR)).toEqual([{ codArticulo: 900011, codFormula: 0 }]);
    expect(screen.getByText(`Producto: ${AMOXI2}`)).toBeTruthy();
    // 'Demanda individual' rows are highlighted, with the legend.
    const demanda = caja(AMOXI2, 'Mérida Centro').closest('tr')!;
    expect(demanda.style.background).toBe(ESTILO_DEMANDA.background);
    expect(caja(AMOXI, 'Mérida Centro').closest('tr')!.style.background).toBe('');
    expect(screen.getByText(m.leyendaDemanda)).toBeTruthy();
  });

  it('one formula is taken at once; none says the spec text; a failed search says its own', async () => {
    let falla = false;
    const fetchMock = mockFetch(
      rutas({
        [PRODUCTOS]: () => {
          if (falla) throw new TypeError('Failed to fetch');
          return envelope([]);
        },
      }),
    );
    const { user } = setup();
    const caja = screen.getByRole('searchbox', { name: 'Buscar producto' });
    await user.type(caja, 'xyzw{Enter}');
    await aceptar(user, m.sinResultado);
    falla = true;
    await user.type(caja, '{Enter}');
    await aceptar(user, m.errorBuscar);

    await user.click(screen.getByRole('radio', { name: 'Fórmula' }));
    const formula = screen.getByRole('searchbox', { name: 'Buscar fórmula' });
    await user.clear(formula);
    await user.type(formula, 'amoxicilina{Enter}');
    expect(await screen.findByText('Fórmula: AMOXICILINA', {}, { timeout: 5000 })).toBeTruthy();
    expect(sentBodies(fetchMock, BUSCAR)).toEqual([{ codArticulo: 0, codFormula: 7 }]);
    await waitFor(() => expect(screen.getAllByLabelText(/^Mínimo de /)).toHaveLength(filas.length), {
      timeout: 5000,
    });
  });
});

describe('StockMinimoPage: the minimums', () => {
  beforeEach(() => signIn());
  const conFormula = `${RUTA}?tipo=formula&codigo=7`;

  it("4 digits per row; 'Todo' fills the rows shown; only changed rows are saved after the count", async () => {
    const fetchMock = mockFetch(rutas({ [GUARDAR]: envelope({ guardados: 2 }, em.guardados) }));
    const { user } = setup(conFormula);
    await cargado();
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    await aceptar(user, em.sinCambios);

    await user.type(caja(AMOXI, 'Puebla Angelópolis'), 'x12345');
    // The focus selects the stored 25: the digits typed replace it, four at most.
    expect(caja(AMOXI, 'Puebla Angelópolis').value).toBe('1234');
    // Only the rows stored at 0, then 'Todo' on them.
    await user.click(screen.getByRole('checkbox', { name: 'Ver solo mínimos en cero' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Mínimo de /)).toHaveLength(2));
    await user.type(screen.getByLabelText('Mínimo para todas las filas'), '40');
    expect(caja(AMOXI, 'Mérida Centro').value).toBe('40');
    expect(caja(AMOXI2, 'Puebla Angelópolis').value).toBe('40');
    await user.click(screen.getByRole('checkbox', { name: 'Ver solo mínimos en cero' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Mínimo de /)).toHaveLength(4));
    expect(caja(AMOXI2, 'Mérida Centro').value).toBe('14');

    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(m.confirmar(3))).toBeTruthy();
    expect(m.confirmar(3)).toBe('Se afectarán 3 registros. ¿Desea guardar los cambios?');
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(em.guardados)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([
      [
        { codArticulo: 900010, codSucursal: 3, existenciaMinima: 40 },
        { codArticulo: 900010, codSucursal: 5, existenciaMinima: 1234 },
        { codArticulo: 900011, codSucursal: 5, existenciaMinima: 40 },
      ],
    ]);
  });

  it('Cancelar asks before discarding the typed minimums', async () => {
    mockFetch(rutas());
    const { user } = setup(conFormula);
    await cargado();
    await user.type(caja(AMOXI, 'Mérida Centro'), '7');
    await user.click(screen.getByRole('button', { name: /Cancelar/ }));
    expect(await screen.findByText(em.descartar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(caja(AMOXI, 'Mérida Centro').value).toBe('7');
    await user.click(screen.getByRole('button', { name: /Cancelar/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(caja(AMOXI, 'Mérida Centro').value).toBe('0'));
  });

  it('a new search with typed minimums asks first; No keeps them and the rows shown', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup(conFormula);
    await cargado();
    await user.type(caja(AMOXI, 'Mérida Centro'), '7');
    // The radio starts at the address's kind (a formula here).
    await user.click(screen.getByRole('radio', { name: 'Producto' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'amoxi{Enter}');
    const modal = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.dblClick(within(modal).getByText(AMOXI2));
    expect(await screen.findByText(em.descartar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(caja(AMOXI, 'Mérida Centro').value).toBe('7');
    expect(sentBodies(fetchMock, BUSCAR)).toEqual([{ codArticulo: 0, codFormula: 7 }]);
  });

  it("a save that fails says 'Error al guardar información' and keeps what was typed", async () => {
    mockFetch(
      rutas({
        [GUARDAR]: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    const { user } = setup(conFormula);
    await cargado();
    await user.type(caja(AMOXI, 'Mérida Centro'), '7');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await aceptar(user, em.errorGuardar);
    expect(caja(AMOXI, 'Mérida Centro').value).toBe('7');
  });
});
