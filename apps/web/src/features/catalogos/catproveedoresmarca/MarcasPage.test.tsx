import { marcasMessages as m } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { MarcasPage } from './MarcasPage';

const API = '/admin/api/proveedores';
const LISTA = `GET ${API}/proveedormarca-consultar/1`;
const PROVEEDORES = `GET ${API}/proveedorPormarca-consultar/1`;
const GUARDAR_PROVEEDORES = `POST ${API}/GuardarProveedorPorMarca`;
const ARTICULOS = `GET ${API}/proveedormarcas-consultar/1/0`;
const ORDEN = `POST ${API}/GuardarOrdenProveedores`;

const pisa = {
  idCatProveedoresMarcasEnc: 1,
  nombre: 'PISA',
  imagenNueva: '/admin/api/archivos/5',
  proveedoresCount: 2,
};
const kener = { idCatProveedoresMarcasEnc: 8, nombre: 'KÉNER', imagenNueva: '', proveedoresCount: 0 };
const proveedores = [
  {
    idCatProveedoresMarcasDet: 11,
    codigo: 1,
    descripcion: 'NADRO',
    vigencia: 1,
    diasCredito: 30,
    diasInventario: 15,
    diasInventarioDefault: true,
  },
  {
    idCatProveedoresMarcasDet: 12,
    codigo: 2,
    descripcion: 'MARZAM',
    vigencia: 2,
    diasCredito: 45,
    diasInventario: 20,
    diasInventarioDefault: false,
  },
];
const articulos = [
  { codArticulo: 101, descripcion: 'PARACETAMOL 500 MG', ordenProveedor: 1 },
  { codArticulo: 102, descripcion: 'IBUPROFENO 400 MG', ordenProveedor: 2 },
  { codArticulo: 103, descripcion: 'NAPROXENO 250 MG', ordenProveedor: 0 },
];

const setup = () => renderWithProviders(<MarcasPage />, { route: '/farmasi/catalogos/catproveedoresmarca' });

describe('MarcasPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists the brands with their suppliers count and image, and searches without accents', async () => {
    mockFetch({ [LISTA]: envelope([kener, pisa]) });
    const { user } = setup();
    const fila = (await screen.findByText('PISA')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('2')).toBeTruthy();
    expect(within(fila).getByRole('img', { name: 'Imagen de PISA' })).toBeTruthy();
    expect(
      within(screen.getByText('KÉNER').closest('tr') as HTMLElement).getByText('Sin imagen'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar marca'), 'kener');
    await waitFor(() => expect(screen.queryByText('PISA')).toBeNull());
  });

  it('asks for the name, then the image, of a new brand', async () => {
    mockFetch({ [LISTA]: envelope([pisa]) });
    const { user } = setup();
    await screen.findByText('PISA');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Agregar/ }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinNombre)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.type(within(dialogo).getByLabelText('Marca'), 'BIOCHEM');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinImagen)).toBeTruthy();
  });

  it("checks each supplier's vigencia before saving, then saves the terms as edited", async () => {
    const fetchMock = mockFetch({
      [LISTA]: envelope([pisa]),
      [PROVEEDORES]: envelope(proveedores),
      [GUARDAR_PROVEEDORES]: envelope(proveedores, m.proveedoresGuardados),
    });
    const { user } = setup();
    await screen.findByText('PISA');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Proveedores de PISA' }));
    const vigencia = await screen.findByLabelText('Vigencia de MARZAM');
    await user.clear(vigencia);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinVigencia)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.type(vigencia, '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.proveedoresGuardados)).toBeTruthy();
    // The spec's list form, each row naming its brand (issue 24).
    const [body] = sentBodies(fetchMock, GUARDAR_PROVEEDORES) as {
      idCatProveedoresMarcasEnc: number;
      codigo: number;
      vigencia: number;
    }[][];
    expect(body?.map((p) => [p.idCatProveedoresMarcasEnc, p.codigo, p.vigencia])).toEqual([
      [1, 1, 1],
      [1, 2, 3],
    ]);
  });

  it('after the warning for a 0 row, a click in the field and 120 typed saves 120, and a Vigencia digit is kept (issue 24)', async () => {
    const enCero = [proveedores[0], { ...proveedores[1], vigencia: 0, diasCredito: 0 }];
    const fetchMock = mockFetch({
      [LISTA]: envelope([pisa]),
      [PROVEEDORES]: envelope(enCero),
      [GUARDAR_PROVEEDORES]: envelope(proveedores, m.proveedoresGuardados),
    });
    const { user } = setup();
    await screen.findByText('PISA');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Proveedores de PISA' }));
    const vigencia = (await screen.findByLabelText('Vigencia de MARZAM')) as HTMLInputElement;
    const credito = screen.getByLabelText('Días crédito de MARZAM') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinVigencia)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(vigencia));
    await user.click(vigencia);
    await user.keyboard('3');
    expect(vigencia.value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinDiasCredito)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(credito));
    await user.click(credito);
    await user.keyboard('120');
    expect(credito.value).toBe('120');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.proveedoresGuardados)).toBeTruthy();
    const [body] = sentBodies(fetchMock, GUARDAR_PROVEEDORES) as {
      codigo: number;
      vigencia: number;
      diasCredito: number;
    }[][];
    expect(body?.find((p) => p.codigo === 2)).toMatchObject({ vigencia: 3, diasCredito: 120 });
  });

  it('taking the default supplier off marks the one the server made default, and saves it so (issue 24)', async () => {
    const fetchMock = mockFetch({
      [LISTA]: envelope([pisa]),
      [PROVEEDORES]: envelope(proveedores),
      [`GET ${API}/EliminarProveedorDeMarca/11`]: envelope(
        { idCatProveedoresMarcasDet: 11, idPredeterminado: 12 },
        m.nuevoPredeterminado.replace('{nombre}', 'MARZAM'),
      ),
      [GUARDAR_PROVEEDORES]: envelope([proveedores[1]], m.proveedoresGuardados),
    });
    const { user } = setup();
    await screen.findByText('PISA');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Proveedores de PISA' }));
    const marzam = (await screen.findByLabelText('Predeterminado MARZAM')) as HTMLInputElement;
    expect(marzam.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Quitar NADRO' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.queryByLabelText('Predeterminado NADRO')).toBeNull());
    expect((screen.getByLabelText('Predeterminado MARZAM') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.proveedoresGuardados)).toBeTruthy();
    const [body] = sentBodies(fetchMock, GUARDAR_PROVEEDORES) as {
      codigo: number;
      diasInventarioDefault: boolean;
    }[][];
    expect(body?.map((p) => [p.codigo, p.diasInventarioDefault])).toEqual([[2, true]]);
  });

  it("saves the brand's articles in the order they were moved to", async () => {
    const fetchMock = mockFetch({
      [LISTA]: envelope([pisa]),
      [ARTICULOS]: envelope(articulos),
      [ORDEN]: envelope(articulos, m.ordenGuardado),
    });
    const { user } = setup();
    await screen.findByText('PISA');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Orden de PISA' }));
    await user.click(await screen.findByRole('button', { name: 'Subir NAPROXENO 250 MG' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.ordenGuardado)).toBeTruthy();
    expect(sentBodies(fetchMock, ORDEN)).toEqual([
      {
        idCatProveedoresMarcasEnc: 1,
        articulos: [
          { codArticulo: 101, ordenProveedor: 1 },
          { codArticulo: 103, ordenProveedor: 2 },
          { codArticulo: 102, ordenProveedor: 3 },
        ],
      },
    ]);
  });
});
