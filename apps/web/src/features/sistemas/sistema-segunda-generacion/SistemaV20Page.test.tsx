import {
  sistemaV20Messages as m,
  type SucursalesV20,
  type SucursalV20,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { SistemaV20Page } from './SistemaV20Page';

const API = '/admin/api/farmasiv20/sistemas';
const LISTA = (tipo: string) => `GET ${API}/obtener-sucursales/${tipo}`;
const SIN = `GET ${API}/obtener-sucursales-sin-actualizar`;
const GUARDAR = `POST ${API}/guardar-sucursal`;
const hoy = new Date().toISOString();

const sucursal = (codSucursal: number, nombre: string, o: Partial<SucursalV20> = {}): SucursalV20 => ({
  codSucursal,
  sucursal: nombre,
  propia: true,
  telefono: '2221234567',
  fecha: '2026-01-10',
  prefijo: `P${codSucursal}X`,
  indicadorSistemas: 1,
  fechaUltimaConexion: hoy,
  fechaUltimaExistencia: hoy,
  ultimaConexionDiaActual: true,
  ultimaExistenciaDiaActual: true,
  fechaSolicitudArticulos: '1900-01-01',
  usuarioSolicitudArticulos: '',
  articulosPendientes: false,
  fechaAtencionArticulos: '1900-01-01',
  ...o,
});
const datos: SucursalesV20 = {
  sistemas: [
    {
      idCatSistemas: 1,
      abreviatura: 'PV',
      nombre: 'Punto de venta',
      versionProductivaXml: '2.4.1',
      versionBetaXml: '2.5.0',
    },
    {
      idCatSistemas: 2,
      abreviatura: 'REP',
      nombre: 'Reportes',
      versionProductivaXml: '2.0.5',
      versionBetaXml: '',
    },
  ],
  sucursales: [
    sucursal(3, 'Atlixco Jardín', {
      ultimaConexionDiaActual: false,
      fechaUltimaConexion: '2026-01-02T15:00:00.000Z',
    }),
    sucursal(2, 'Cholula Reforma', { propia: false }),
    sucursal(1, 'Puebla Centro'),
  ],
  sistemasSucursales: [
    { codSucursal: 1, idCatSistemas: 1, versionProductiva: '2.4.1', versionBeta: '' },
    { codSucursal: 2, idCatSistemas: 1, versionProductiva: '2.4.0', versionBeta: '2.5.0' },
    { codSucursal: 3, idCatSistemas: 1, versionProductiva: '2.3.7', versionBeta: '' },
    { codSucursal: 1, idCatSistemas: 2, versionProductiva: '2.0.3', versionBeta: '' },
    { codSucursal: 2, idCatSistemas: 2, versionProductiva: '2.0.5', versionBeta: '' },
    { codSucursal: 3, idCatSistemas: 2, versionProductiva: '2.0.5', versionBeta: '' },
  ],
};
const setup = () => renderWithProviders(<SistemaV20Page />, { route: '/farmasi/sistemas/farmasi20' });
const filas = () => [...document.querySelectorAll('tr.ant-table-row')] as HTMLElement[];
const nombres = () => filas().map((tr) => tr.querySelector('td')?.textContent?.replace(/\s*(Lic\.)?$/, ''));
const contador = (sistema: string, texto: RegExp) =>
  within(screen.getByRole('group', { name: sistema })).getByRole('button', { name: texto });

describe('SistemaV20Page (S48)', () => {
  beforeEach(() => signIn());

  it('colours each version by the rule, tags licensees and marks a connection not of today', async () => {
    mockFetch({ [LISTA('T')]: envelope(datos) });
    setup();
    await screen.findByText('1 - Puebla Centro');
    const estados = (tr: HTMLElement) =>
      [...tr.querySelectorAll('[data-estado]')].map((t) => t.getAttribute('data-estado'));
    const [atlixco, cholula, puebla] = filas();
    expect(nombres()).toEqual(['3 - Atlixco Jardín', '2 - Cholula Reforma', '1 - Puebla Centro']);
    expect(estados(puebla!)).toEqual(['actualizada', 'sinActualizar']);
    expect(estados(cholula!)).toEqual(['beta', 'actualizada']);
    expect(estados(atlixco!)).toEqual(['sinActualizar', 'actualizada']);
    expect(within(cholula!).getByText('2.5.0').closest('.ant-tag')?.className).toContain('gold');
    expect(within(puebla!).getByText('2.4.1').closest('.ant-tag')?.className).toContain('green');
    expect(within(atlixco!).getByText('2.3.7').closest('.ant-tag')?.className).toContain('red');
    expect(within(cholula!).getByText('Lic.')).toBeTruthy();
    expect(within(puebla!).queryByText('Lic.')).toBeNull();
    expect(screen.getByText('1 sucursal no se ha conectado hoy')).toBeTruthy();
  });

  it('a counter filters the list, a second click on it clears the filter, another one replaces it', async () => {
    mockFetch({ [LISTA('T')]: envelope(datos) });
    const { user, router } = setup();
    await screen.findByText('1 - Puebla Centro');
    expect(contador('Punto de venta', /Actualizadas 1$/)).toBeTruthy();
    expect(contador('Punto de venta', /Sin actualizar 2$/)).toBeTruthy();
    expect(contador('Reportes', /Actualizadas 2$/)).toBeTruthy();

    await user.click(contador('Punto de venta', /Sin actualizar/));
    await waitFor(() => expect(nombres()).toEqual(['3 - Atlixco Jardín', '2 - Cholula Reforma']));
    expect(contador('Punto de venta', /Sin actualizar/).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toContain('estado=sinActualizar');

    await user.click(contador('Punto de venta', /Sin actualizar/));
    await waitFor(() => expect(nombres()).toHaveLength(3));
    expect(contador('Punto de venta', /Sin actualizar/).getAttribute('aria-pressed')).toBe('false');

    await user.click(contador('Reportes', /Actualizadas/));
    await waitFor(() => expect(nombres()).toEqual(['3 - Atlixco Jardín', '2 - Cholula Reforma']));
    await user.click(contador('Punto de venta', /Actualizadas/));
    await waitFor(() => expect(nombres()).toEqual(['1 - Puebla Centro']));
    await user.click(screen.getByRole('button', { name: 'Quitar filtro' }));
    await waitFor(() => expect(nombres()).toHaveLength(3));
  });

  it('asks the server for the chosen branch type', async () => {
    const fetchMock = mockFetch({
      [LISTA('T')]: envelope(datos),
      [LISTA('L')]: envelope({ ...datos, sucursales: [datos.sucursales[1]!] }),
    });
    const { user } = setup();
    await screen.findByText('1 - Puebla Centro');
    await user.click(screen.getByText('Licenciatarios'));
    await waitFor(() => expect(nombres()).toEqual(['2 - Cholula Reforma']));
    expect(sentBodies(fetchMock, LISTA('L'))).toHaveLength(1);
  });

  // The modal tests open several dialogs: slow on a loaded 2-core machine, hence their time limit.
  const abrirModal = async () => {
    const fetchMock = mockFetch({
      [LISTA('T')]: envelope(datos),
      [SIN]: envelope([
        { codSucursal: 9, sucursal: 'Tlaxcala Centro', propia: false, telefono: '2461234567' },
      ]),
      [GUARDAR]: envelope(sucursal(9, 'Tlaxcala Centro'), m.agregada),
    });
    const { user } = setup();
    await screen.findByText('1 - Puebla Centro');
    await user.click(screen.getByRole('button', { name: /Agregar$/ }));
    const modal = await screen.findByRole('dialog', { name: 'Agregar sucursal a FarmaSí 2.0' });
    const guardar = () => user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    const aviso = async (texto: string) => {
      expect(await screen.findByText(texto)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByText(texto)).toBeNull());
    };
    const elegir = async () => {
      await user.click(within(modal).getByRole('combobox', { name: 'Sucursal' }));
      await user.click(await screen.findByText('9 - Tlaxcala Centro (Lic.)'));
    };
    return { fetchMock, user, modal, guardar, aviso, elegir };
  };

  it('the add modal asks for the branch first, proposes its phone, then asks for the prefix', async () => {
    const { modal, guardar, aviso, elegir } = await abrirModal();
    await guardar();
    await aviso(m.sucursalRequerida);
    await elegir();
    expect((within(modal).getByLabelText('Teléfono') as HTMLInputElement).value).toBe('246 123 4567');
    // The install date starts as today's.
    expect((within(modal).getByLabelText('Fecha de instalación') as HTMLInputElement).value).not.toBe('');
    await guardar();
    await aviso(m.prefijoRequerido);
    expect(document.activeElement).toBe(within(modal).getByLabelText('Prefijo de facturación'));
  }, 90_000);

  it('the add modal checks the phone, confirms naming the branch and sends the spec’s fields', async () => {
    const { fetchMock, user, modal, guardar, aviso, elegir } = await abrirModal();
    await elegir();
    const prefijo = within(modal).getByLabelText('Prefijo de facturación');
    await user.type(prefijo, 'tla09');
    expect((prefijo as HTMLInputElement).value).toBe('TLA09');
    const tel = within(modal).getByLabelText('Teléfono');
    await user.clear(tel);
    await user.type(tel, '24612');
    await guardar();
    await aviso(m.telefonoInvalido);
    await user.type(tel, '34567');
    await guardar();
    const confirmar = await screen.findByText(m.confirmarAgregar('9 - Tlaxcala Centro (Lic.)'));
    await user.click(
      within(confirmar.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText(m.agregada)).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([
        { codSucursal: 9, fecha: dayjs().format('YYYY-MM-DD'), prefijo: 'TLA09', telefono: '2461234567' },
      ]),
    );
  }, 90_000);
});
