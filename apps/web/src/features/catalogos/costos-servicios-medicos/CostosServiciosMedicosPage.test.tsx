import {
  serviciosMedicosMessages as m,
  type ServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CostosServiciosMedicosPage } from './CostosServiciosMedicosPage';
import { hoyMexico } from './validate';

/** A day ten days ahead, so that the pending price stays in the future whenever the test runs. */
const FUTURO = new Date(Date.parse(`${hoyMexico()}T12:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);

const API = '/admin/api/serviciosmedicos';
const LISTA = `POST ${API}/consulta-listado`;
const TIPOS = `GET ${API}/consulta-listado-tipos-servicios/CatServiciosMedicos/Tipo`;
const AGREGAR = `POST ${API}/agregar-servicio-medico/`;
const MODIFICAR = `POST ${API}/modificar-servicio-medico/`;
const CANCELAR = `POST ${API}/eliminar-servicio-medico`;
const RESTAURAR = `POST ${API}/restaurar-servicio-medico`;

const base = {
  tipo: 'CO',
  descripcionTipo: 'Consulta',
  idUsuario: 1,
  costoPendiente: null,
  fechaPendiente: null,
  estatus: 'A',
  estatusEnvio: 'E',
} as const;
const servicios: ServicioMedico[] = [
  {
    ...base,
    idServicioMedico: 1,
    servicio: 'Consulta médica general',
    costo: 45,
    fechaAplicacion: '2026-08-01',
    codArticulo: 900101,
    costoPendiente: 50,
    fechaPendiente: FUTURO,
    estatusEnvio: 'NE',
  },
  {
    ...base,
    idServicioMedico: 2,
    servicio: 'Prueba rápida de antígeno',
    tipo: 'ES',
    descripcionTipo: 'Estudio rápido',
    costo: 250,
    fechaAplicacion: '2026-01-10',
    codArticulo: 900102,
    estatus: 'C',
    estatusEnvio: 'SA',
  },
  {
    ...base,
    idServicioMedico: 3,
    servicio: 'Toma de presión arterial',
    tipo: 'PR',
    descripcionTipo: 'Procedimiento',
    costo: 15,
    fechaAplicacion: '2026-05-01',
    codArticulo: 900103,
  },
];
const tipos = [
  { tipo: 'CO', descripcion: 'Consulta' },
  { tipo: 'PR', descripcion: 'Procedimiento' },
];
const routes = (extra: Record<string, object> = {}) => ({
  [LISTA]: envelope(servicios),
  [TIPOS]: envelope(tipos),
  ...extra,
});
const setup = () =>
  renderWithProviders(<CostosServiciosMedicosPage />, {
    route: '/farmasi/catalogos/costos-servicios-medicos',
  });
const fila = async (texto: string) => (await screen.findByText(texto)).closest('tr') as HTMLElement;

describe('CostosServiciosMedicosPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows price, date and when the price applies; a cancelled row is grey, italic and offers only Recuperar', async () => {
    mockFetch(routes());
    setup();
    const consulta = await fila('Consulta médica general');
    expect(within(consulta).getByText('$45.00')).toBeTruthy();
    expect(within(consulta).getByText('01/ago/2026')).toBeTruthy();
    expect(within(consulta).getByText(`$50.00 desde el ${formatDate(FUTURO)}`)).toBeTruthy();
    expect(within(await fila('Toma de presión arterial')).getByText('Aplicado')).toBeTruthy();
    const cancelada = await fila('Prueba rápida de antígeno');
    expect(cancelada.style.fontStyle).toBe('italic');
    expect(within(cancelada).getByText('Sin aplicar')).toBeTruthy();
    expect(
      within(cancelada).getByRole('button', { name: 'Recuperar Prueba rápida de antígeno' }),
    ).toBeTruthy();
    expect(within(cancelada).queryByRole('button', { name: /Modificar|Cancelar/ })).toBeNull();
    expect(within(consulta).getByRole('button', { name: 'Cancelar Consulta médica general' })).toBeTruthy();
  });

  it('searches ignoring accents and case', async () => {
    mockFetch(routes());
    const { user } = setup();
    await screen.findByText('Consulta médica general');
    await user.type(screen.getByLabelText('Buscar servicio'), 'PRESION');
    await waitFor(() => expect(screen.queryByText('Consulta médica general')).toBeNull());
    expect(screen.getByText('Toma de presión arterial')).toBeTruthy();
  });

  it('warns in the spec order and sends nothing until the form is complete', async () => {
    const fetchMock = mockFetch(routes());
    const { user } = setup();
    await screen.findByText('Consulta médica general');
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar servicio médico' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinDescripcion)).toBeTruthy();
    expect(sentBodies(fetchMock, AGREGAR)).toEqual([]);
  });

  it('adds a service with its article defaults after confirming, and shows the toast', async () => {
    const fetchMock = mockFetch(routes({ [AGREGAR]: envelope(servicios[2], m.agregado) }));
    const { user } = setup();
    await screen.findByText('Consulta médica general');
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar servicio médico' });
    await user.type(within(dialog).getByLabelText('Servicio'), ' Glucosa capilar ');
    await user.click(within(dialog).getByLabelText('Tipo'));
    await user.click(await screen.findByTitle('Procedimiento'));
    await user.type(within(dialog).getByLabelText('Precio'), '30.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.agregado)).toBeTruthy();
    expect(sentBodies(fetchMock, AGREGAR)).toEqual([
      {
        servicioMedico: { servicio: 'Glucosa capilar', tipo: 'PR', costo: 30.5, fechaAplicacion: '' },
        articulo: { codigoSat: '01010101' },
      },
    ]);
  });

  it('opens a service with a pending price on that price and day, and saves it unchanged', async () => {
    const fetchMock = mockFetch(routes({ [MODIFICAR]: envelope(servicios[0], m.modificado) }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modificar Consulta médica general' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar servicio médico' });
    expect(
      within(dialog).getByText(`Precio programado: $50.00 a partir del ${formatDate(FUTURO)}.`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.modificado)).toBeTruthy();
    expect(sentBodies(fetchMock, MODIFICAR)).toEqual([
      {
        idServicioMedico: 1,
        servicio: 'Consulta médica general',
        tipo: 'CO',
        costo: 50,
        fechaAplicacion: FUTURO,
      },
    ]);
  });

  it.each([
    ['01/01/2020', m.fechaPasada],
    ['31/02/2030', 'La fecha 31/02/2030 no es válida. Escríbala como DD/MM/AAAA.'],
  ])('a typed date %s is refused with a warning, never saved as today (issue 24)', async (texto, aviso) => {
    const fetchMock = mockFetch(routes({ [MODIFICAR]: envelope(servicios[2], m.modificado) }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modificar Toma de presión arterial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar servicio médico' });
    await user.type(within(dialog).getByLabelText('Fecha de aplicación'), texto);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(aviso)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aceptar/ }));
    expect(screen.queryByRole('button', { name: 'Si' })).toBeNull();
    expect(sentBodies(fetchMock, MODIFICAR)).toEqual([]);
  });

  it('cancels and restores after confirming, each with its own toast', async () => {
    const fetchMock = mockFetch(
      routes({
        [CANCELAR]: envelope({ ...servicios[2], estatus: 'C' }, m.cancelado),
        [RESTAURAR]: envelope(servicios[1], m.recuperado),
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar Toma de presión arterial' }));
    expect(await screen.findByText(format(m.deseaCancelar, 'Toma de presión arterial'))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.cancelado)).toBeTruthy();
    expect(sentBodies(fetchMock, CANCELAR)).toEqual([{ idServicioMedico: 3 }]);
    await user.click(screen.getByRole('button', { name: 'Recuperar Prueba rápida de antígeno' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.recuperado)).toBeTruthy();
    expect(sentBodies(fetchMock, RESTAURAR)).toEqual([{ idServicioMedico: 2 }]);
  });
});

const format = (texto: string, servicio: string) => texto.replace('{servicio}', servicio);
