import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ReiniciarDemandaPage } from './ReiniciarDemandaPage';
import { hoyEnMexico } from './validate';

const API = '/admin/api';
const LISTA = `GET ${API}/administracion/consultar/articulos/0/1`;
const PROPIAS = `POST ${API}/catalogos/sucursalespropias`;
const GUARDAR = `POST ${API}/administracion/guardar/articulo/demanda`;
const ELIMINAR = `DELETE ${API}/administracion/eliminar/articulo/17`;
const ARTICULOS = `GET ${API}/buscadores/buscar-articulos-difarmer/para`;

const renglon = {
  idCatArticulosReiniciarDemanda: 17,
  codarticulo: 1044,
  des_articulo: 'PARACETAMOL 500 MG TAB C/20',
  codsucursal: 3,
  des_sucursal: 'Mérida Centro',
  fechaDemanda: '2026-08-05',
  des_usuario: 'admin',
};
const pagina = envelope({ renglones: [renglon], totalPaginas: 1, totalRenglones: 1 });

describe('ReiniciarDemandaPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists the rows with their date, branch and user', async () => {
    mockFetch({ [LISTA]: pagina, [PROPIAS]: envelope([]) });
    renderWithProviders(<ReiniciarDemandaPage />);
    const fila = (await screen.findByText('PARACETAMOL 500 MG TAB C/20')).closest('tr') as HTMLElement;
    expect(fila.textContent).toContain('Mérida Centro');
    expect(fila.textContent).toContain('05/ago/2026');
    expect(fila.textContent).toContain('admin');
    expect(screen.getByText('Total: 1 registro')).toBeTruthy();
  });

  it("checks the branch first, then the article; 'Todas las Sucursales' stands for the branch", async () => {
    mockFetch({ [LISTA]: pagina, [PROPIAS]: envelope([{ codigo: 3, descripcion: 'Mérida Centro' }]) });
    const { user } = renderWithProviders(<ReiniciarDemandaPage />);
    await user.click(await screen.findByRole('button', { name: /Agregar/ }));
    const modal = await screen.findByRole('dialog', { name: 'Reiniciar demanda de un artículo' });
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe seleccionar una sucursal.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    await user.click(within(modal).getByLabelText('Todas las Sucursales'));
    expect(within(modal).getByRole('combobox', { name: 'Sucursal' })).toHaveProperty('disabled', true);
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe seleccionar un artículo.')).toBeTruthy();
  });

  it('saves every branch after its own confirmation, with today in Mexico City', async () => {
    const fetchMock = mockFetch({
      [LISTA]: pagina,
      [PROPIAS]: envelope([{ codigo: 3, descripcion: 'Mérida Centro' }]),
      [ARTICULOS]: envelope([{ codigo: 1044, descripcion: 'PARACETAMOL 500 MG TAB C/20' }]),
      [GUARDAR]: envelope(
        { registros: 27 },
        'Se guardó el reinicio de la demanda del artículo en 27 sucursales.',
      ),
    });
    const { user } = renderWithProviders(<ReiniciarDemandaPage />);
    await user.click(await screen.findByRole('button', { name: /Agregar/ }));
    const modal = await screen.findByRole('dialog', { name: 'Reiniciar demanda de un artículo' });
    await user.click(within(modal).getByLabelText('Todas las Sucursales'));
    await user.type(within(modal).getByRole('combobox', { name: 'Artículo' }), 'para');
    await user.click(await screen.findByText('1044 - PARACETAMOL 500 MG TAB C/20'));
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('¿Desea reiniciar la demanda del artículo en todas las sucursales?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('Se guardó el reinicio de la demanda del artículo en 27 sucursales.'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([
      { Codarticulo: 1044, Codsucursal: 0, todasLasSucursales: true, FechaDemanda: hoyEnMexico() },
    ]);
  });

  it('names the branch in the confirmation of a one-branch save', async () => {
    const fetchMock = mockFetch({
      [LISTA]: pagina,
      [PROPIAS]: envelope([{ codigo: 3, descripcion: 'Mérida Centro' }]),
      [ARTICULOS]: envelope([{ codigo: 1044, descripcion: 'PARACETAMOL 500 MG TAB C/20' }]),
      [GUARDAR]: envelope({ registros: 1 }, 'Se guardó el reinicio de la demanda del artículo.'),
    });
    const { user } = renderWithProviders(<ReiniciarDemandaPage />);
    await user.click(await screen.findByRole('button', { name: /Agregar/ }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await within(document.body).findByText('3 - Mérida Centro'));
    await user.type(within(modal).getByRole('combobox', { name: 'Artículo' }), 'para');
    await user.click(await screen.findByText('1044 - PARACETAMOL 500 MG TAB C/20'));
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('¿Desea reiniciar la demanda del artículo en la sucursal Mérida Centro?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  it('deletes a row after confirming and shows the spec toast', async () => {
    const fetchMock = mockFetch({
      [LISTA]: pagina,
      [PROPIAS]: envelope([]),
      [ELIMINAR]: envelope(
        { idCatArticulosReiniciarDemanda: 17 },
        'Se eliminó la configuración del artículo.',
      ),
    });
    const { user } = renderWithProviders(<ReiniciarDemandaPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar 1044 en Mérida Centro' }));
    expect(await screen.findByText('¿Desea eliminar la configuración del artículo?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Se eliminó la configuración del artículo.')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, i]) => `${i?.method} ${String(u)}` === ELIMINAR)).toBe(true),
    );
  });
});
