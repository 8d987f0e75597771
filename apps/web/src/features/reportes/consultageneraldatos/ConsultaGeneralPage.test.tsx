import type { OpcionConsulta, ResultadoConsulta } from '@farmasi/contracts/reportes/consultageneraldatos';
import { consultaGeneralMessages as m } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { ConsultaGeneralPage } from './ConsultaGeneralPage';

const API = '/admin/api';
const OPCIONES = `GET ${API}/consulta-general/opciones/1001`;
const DATOS = `POST ${API}/consulta-general/datos`;
const RUTA = '/farmasi/reportes/consultageneraldatos';

const base: OpcionConsulta = {
  idOpcion: 1,
  descripcion: 'Ventas por sucursal',
  mostrarFechaInicial: true,
  mostrarFechaFinal: true,
  mostrarSolicitarDato: true,
  mostrarSolicitarDato2: false,
  textoSolicitarDato: 'Sucursal',
  textoSolicitarDato2: '',
  filtroDato: 'S',
  filtroDato2: '',
  solicitarDatoRequerido: false,
  solicitarDato2Requerido: false,
  comboEspecial: 1,
  comboEspecialTexto: 'Tipo de sucursal',
};
const opciones: OpcionConsulta[] = [
  base,
  {
    ...base,
    idOpcion: 5,
    descripcion: 'Artículos de un proveedor',
    mostrarFechaInicial: false,
    mostrarFechaFinal: false,
    textoSolicitarDato: 'Proveedor',
    filtroDato: 'P',
    solicitarDatoRequerido: true,
    mostrarSolicitarDato2: true,
    textoSolicitarDato2: 'Descripción contiene',
    comboEspecial: 0,
    comboEspecialTexto: '',
  },
  {
    ...base,
    idOpcion: 10,
    descripcion: 'Corte del día',
    mostrarFechaFinal: false,
    mostrarSolicitarDato: false,
  },
  {
    ...base,
    idOpcion: 107,
    descripcion: 'Sin filtros',
    mostrarFechaInicial: false,
    mostrarFechaFinal: false,
    mostrarSolicitarDato: false,
    comboEspecial: 0,
  },
];
const resultado = (total: number, pagina = 1): ResultadoConsulta => ({
  columnas: [
    { campo: 'codSucursal', titulo: 'Sucursal', tipo: 'entero' },
    { campo: 'sucursal', titulo: 'Nombre', tipo: 'texto' },
    { campo: 'total', titulo: 'Total', tipo: 'moneda' },
    { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
  ],
  filas: Array.from({ length: Math.min(20, total - (pagina - 1) * 20) }, (_, i) => ({
    codSucursal: (pagina - 1) * 20 + i + 1,
    sucursal: `Sucursal ${(pagina - 1) * 20 + i + 1}`,
    total: 1234.5,
    fecha: '2026-11-18',
  })),
  pagina,
  tamanoPagina: 20,
  totalRegistros: total,
});

const rutas = (total = 45) => ({
  [OPCIONES]: envelope(opciones),
  [`GET ${API}/ConsultaGeneral/OpcionesComboEspecial/1`]: envelope([
    { valor: 'TODOS', descripcion: 'TODOS' },
    { valor: 'P', descripcion: 'Propias' },
    { valor: 'L', descripcion: 'Licenciatarias' },
  ]),
  [DATOS]: (body: unknown) => envelope(resultado(total, (body as { pagina: number }).pagina)),
});

const setup = () => renderWithProviders(<ConsultaGeneralPage empresa={1} />, { route: RUTA });
type Usuario = ReturnType<typeof setup>['user'];
const elegirOpcion = async (user: Usuario, nombre: string) => {
  await user.click(await screen.findByRole('combobox', { name: 'Opción' }));
  await user.click(await screen.findByTitle(nombre));
};
const etiquetas = () =>
  [...document.querySelectorAll('.ant-collapse .ant-form-item-label label')].map((l) => l.textContent);

describe('ConsultaGeneralPage', () => {
  beforeEach(() => {
    signIn({
      permisos: [permiso(1710, '/{product}/reportes/consultageneraldatos', 14, 'Consulta general de datos')],
    });
  });

  it.each([
    ['Ventas por sucursal', ['Fecha inicial', 'Fecha final', 'Sucursal', 'Tipo de sucursal']],
    ['Artículos de un proveedor', ['Proveedor', 'Descripción contiene']],
    ['Corte del día', ['Fecha', 'Tipo de sucursal']],
    ['Sin filtros', []],
  ])("lists the employee's options; '%s' shows the filters its flags ask for", async (nombre, esperadas) => {
    mockFetch(rutas());
    const { user } = setup();
    expect(await screen.findByText('Elija una opción para ver sus filtros.')).toBeTruthy();
    await elegirOpcion(user, nombre);
    await waitFor(() => expect(etiquetas()).toEqual(esperadas));
    if (nombre === 'Ventas por sucursal') expect(await screen.findByTitle('TODOS')).toBeTruthy();
    if (nombre === 'Artículos de un proveedor') {
      expect(await screen.findByRole('combobox', { name: 'Proveedor' })).toBeTruthy();
      expect(await screen.findByRole('textbox', { name: 'Descripción contiene' })).toBeTruthy();
    }
    if (nombre === 'Sin filtros')
      expect(await screen.findByText('Esta opción no tiene filtros.')).toBeTruthy();
  });

  it("checks in the spec's order: an option first, then the dates, then the required data", async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await screen.findByRole('combobox', { name: 'Opción' });
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    expect(await screen.findByText(m.seleccioneOpcion)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await elegirOpcion(user, 'Artículos de un proveedor');
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await screen.findByText(m.datoRequerido('Proveedor'))).toBeTruthy();
    expect(sentBodies(fetchMock, DATOS)).toEqual([]);
  });

  it('consults the default month, shows 20 rows and asks the server for page 2', async () => {
    const fetchMock = mockFetch(rutas(45));
    const { user } = setup();
    await elegirOpcion(user, 'Ventas por sucursal');
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    const fila = (await screen.findByText('Sucursal 1')).closest('tr')!;
    expect(within(fila).getByText('$1,234.50')).toBeTruthy();
    expect(within(fila).getByText('18/nov/2026')).toBeTruthy();
    expect(screen.getByTestId('total-registros').textContent).toBe('45 registros');
    expect(sentBodies(fetchMock, DATOS)[0]).toEqual({
      idOpcion: 1,
      fechaInicio: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      fechaFin: dayjs().format('YYYY-MM-DD'),
      valores: '',
      valores2: '',
      comboEspecialTipo: 1,
      comboEspecialValor: 'TODOS',
      pagina: 1,
    });
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Sucursal 21')).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, DATOS).at(-1)).toMatchObject({ pagina: 2 }));
  });

  it('says so when nothing matched', async () => {
    mockFetch(rutas(0));
    const { user } = setup();
    await elegirOpcion(user, 'Sin filtros');
    await user.click(screen.getByRole('button', { name: /Consultar/ }));
    expect((await screen.findAllByText(m.sinDatos)).length).toBeGreaterThan(0);
  });
});
