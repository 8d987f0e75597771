import { bolsaMessages as m, type Vacante } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { BolsaDeTrabajoPage, filtrarVacantes } from './BolsaDeTrabajoPage';

const API = '/admin/api/administracion';
const VACANTES = `GET ${API}/bolsa-de-trabajo/obtener-vacantes`;
const GUARDAR = `POST ${API}/bolsa-de-trabajo/guardar-actualizar-vacante`;
const SUCURSALES = `POST ${API}/sucursales-info`;

const vacante = (idVacante: number, titulo: string, area: string, numAplicantes: number): Vacante => ({
  idVacante,
  titulo,
  area,
  numAplicantes,
  estatus: 'A',
  salario: '',
  ubicacion: 'Centro',
  estado: 'Puebla',
  ciudad: 'Cholula',
  seccionSobre: '',
  seccionDetalles: '',
  seccionDescripcion: 'Atención en mostrador',
  seccionOfrecemos: '',
  tipoEmpleo: 'Tiempo completo',
  modalidadEmpleo: 'Presencial',
  usuario: 1,
});
const lista = [
  vacante(1, 'Auxiliar de farmacia', 'Operaciones', 2),
  vacante(2, 'Médico general', 'Salud', 0),
];
const sucursales = [
  { codSucursal: 1, sucursal: 'S1', estado: 'Puebla', localidad: 'Cholula' },
  { codSucursal: 2, sucursal: 'S2', estado: 'Puebla', localidad: 'Atlixco' },
  { codSucursal: 3, sucursal: 'S3', estado: 'Yucatán', localidad: 'Mérida' },
];

const setup = () =>
  renderWithProviders(<BolsaDeTrabajoPage />, { route: '/farmasi/administracion/bolsa-de-trabajo' });

describe('BolsaDeTrabajoPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('searches title, area and status without accents or case', () => {
    expect(filtrarVacantes(lista, 'MEDICO').map((v) => v.idVacante)).toEqual([2]);
    expect(filtrarVacantes(lista, 'operaciones').map((v) => v.idVacante)).toEqual([1]);
    expect(filtrarVacantes(lista, 'activa')).toHaveLength(2);
    expect(filtrarVacantes(lista, '')).toHaveLength(2);
  });

  it("shows 'No existen vacantes' when there is none", async () => {
    mockFetch({ [VACANTES]: envelope([], m.sinVacantes) });
    setup();
    expect(await screen.findByText(m.sinVacantes)).toBeTruthy();
  });

  it('says that no vacancy matches a search, not that there is none', async () => {
    mockFetch({ [VACANTES]: envelope(lista) });
    const { user } = setup();
    await screen.findByText('Médico general');
    await user.type(screen.getByLabelText('Buscar vacante'), 'zzz');
    expect(await screen.findByText(m.ningunaCoincide)).toBeTruthy();
    expect(screen.queryByText(m.sinVacantes)).toBeNull();
  });

  it("answers 'Postulantes' of a vacancy without applicants with the error dialog, not the modal", async () => {
    mockFetch({
      [VACANTES]: envelope(lista),
      [`GET ${API}/bolsa-de-trabajo/obtener-postulantes-vacante/2`]: envelope([], m.sinAplicantes),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Postulantes de Médico general' }));
    expect(await screen.findByText(m.sinAplicantes)).toBeTruthy();
    expect(screen.queryByText('Postulantes: Médico general')).toBeNull();
  });

  it('warns about the first missing field of a new vacancy without calling the server', async () => {
    const fetchMock = mockFetch({
      [VACANTES]: envelope(lista),
      [SUCURSALES]: envelope(sucursales),
      [GUARDAR]: envelope(vacante(3, 'Cajero', 'Operaciones', 0), m.guardada),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Nueva vacante/ }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(m.sinArea)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });
});
