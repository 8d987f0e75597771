import {
  importarDatosMessages as m,
  type ResultadoImportacion,
  type TipoImportacionInfo,
} from '@farmasi/contracts/sistemas/importar-datos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { ejecutarImportacion } from './api';
import { ImportarDatosPage } from './ImportarDatosPage';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  ejecutarImportacion: vi.fn(),
}));
const ejecutar = vi.mocked(ejecutarImportacion);

const tipos: TipoImportacionInfo[] = [
  {
    tipo: 'sucursales',
    titulo: 'Sucursales (propias y licenciatarias)',
    columnas: [
      { nombre: 'Número de sucursal', requerida: true, ejemplo: '101', descripcion: 'Entero de 1 a 9999' },
      {
        nombre: 'Nombre corto',
        requerida: true,
        ejemplo: 'Puebla Centro',
        descripcion: 'Hasta 50 caracteres',
      },
    ],
  },
  { tipo: 'clientes', titulo: 'Clientes de crédito', columnas: [] },
];
const resultado = (r: Partial<ResultadoImportacion> = {}): ResultadoImportacion => ({
  tipo: 'sucursales',
  verificacion: true,
  filas: 2,
  errores: [],
  totalErrores: 0,
  filasConError: 0,
  conteo: null,
  resumen: 'Verificación sin errores: 2 sucursales listas para importar (no se escribió nada).',
  ...r,
});

const setup = () => {
  mockFetch({ 'GET /admin/api/sistemas/importar-datos/tipos': envelope(tipos) });
  return renderWithProviders(<ImportarDatosPage />, { route: '/sistemas/importar-datos' });
};
const archivoInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const csv = (nombre = 'sucursales.csv') =>
  new File(['Número de sucursal\n101\n'], nombre, { type: 'text/csv' });
const aceptar = async (user: ReturnType<typeof setup>['user'], texto: string) => {
  const dialogo = await screen.findByRole('dialog');
  expect(within(dialogo).getByText(texto)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};
const elegirTipo = async (user: ReturnType<typeof setup>['user'], texto: string) => {
  const select = await screen.findByRole('combobox', { name: 'Tipo de datos' });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  await user.type(select, `${texto}{Enter}`);
};

describe('ImportarDatosPage', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
    ejecutar.mockReset();
  });

  it('checks the kind, then the file, then its format before sending anything', async () => {
    const { user } = setup();
    await screen.findByRole('combobox', { name: 'Tipo de datos' });
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    await aceptar(user, m.tipo);
    await elegirTipo(user, 'sucursales');
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    await aceptar(user, m.archivo);
    // The file dialog's 'All files' lets a user pick any file: the screen checks its format.
    fireEvent.change(archivoInput(), { target: { files: [csv('sucursales.pdf')] } });
    await screen.findByText(/sucursales\.pdf/);
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    await aceptar(user, m.formato);
    expect(ejecutar).not.toHaveBeenCalled();
  });

  it('shows the kind columns and templates; a check with errors lists them, and import asks for a clean check first', async () => {
    const { user } = setup();
    await elegirTipo(user, 'sucursales');
    expect(screen.getByRole('button', { name: /Plantilla de Excel/ })).toBeTruthy();
    await user.click(screen.getByText('Columnas del archivo (2)'));
    expect(await screen.findByText('Entero de 1 a 9999')).toBeTruthy();
    ejecutar.mockResolvedValueOnce(
      resultado({
        errores: [{ linea: 3, campo: 'Código postal', razon: 'Introduzca un código postal válido' }],
        totalErrores: 1,
        filasConError: 1,
        resumen: 'No se importó nada: 1 fila de 2 con errores; corrija el archivo y vuelva a intentarlo.',
      }),
    );
    await user.upload(archivoInput(), csv());
    expect(screen.getByTestId('archivo-elegido').textContent).toContain('sucursales.csv');
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    const tabla = await screen.findByRole('table', { name: 'Errores del archivo' });
    expect(within(tabla).getByText('Introduzca un código postal válido')).toBeTruthy();
    expect(screen.getByTestId('resumen-importacion').textContent).toContain('1 fila de 2 con errores');
    expect(ejecutar).toHaveBeenCalledWith('sucursales', expect.any(File), true, expect.any(Function));
    await user.click(screen.getByRole('button', { name: /Importar/ }));
    await aceptar(user, m.verificarPrimero);
    expect(ejecutar).toHaveBeenCalledTimes(1);
  });

  it('imports a checked file after the confirmation and shows the counts', async () => {
    const { user } = setup();
    await elegirTipo(user, 'sucursales');
    await user.upload(archivoInput(), csv());
    ejecutar.mockResolvedValueOnce(resultado());
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    await screen.findByText(/Verificación sin errores/);
    ejecutar.mockResolvedValueOnce(
      resultado({
        verificacion: false,
        conteo: { nuevos: 1, actualizados: 1, sinCambios: 0 },
        resumen: '2 sucursales: 1 nueva, 1 actualizada, 0 sin cambios',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Importar/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('¿Desea importar 2 filas del archivo sucursales.csv?');
    await user.click(within(dialogo).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('2 sucursales: 1 nueva, 1 actualizada, 0 sin cambios')).toBeTruthy();
    expect(ejecutar).toHaveBeenLastCalledWith('sucursales', expect.any(File), false, expect.any(Function));
    expect(screen.getByText('Actualizados').closest('th')?.nextElementSibling?.textContent).toBe('1');
  });

  it('a new file or kind clears the previous report', async () => {
    const { user } = setup();
    await elegirTipo(user, 'sucursales');
    await user.upload(archivoInput(), csv());
    ejecutar.mockResolvedValueOnce(resultado());
    await user.click(screen.getByRole('button', { name: /Verificar/ }));
    await screen.findByText(/Verificación sin errores/);
    await user.upload(archivoInput(), csv('otro.csv'));
    expect(screen.queryByText(/Verificación sin errores/)).toBeNull();
  });
});
