import { DIRECCION_SUCURSALES_URL } from '@farmasi/contracts/administracion/direccion-sucursales';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { DireccionSucursalesPage } from './DireccionSucursalesPage';

const CONSULTA = 'POST /admin/api/direccion/consulta';
const EXPORTAR = 'POST /admin/api/exportar/excel';
const url = DIRECCION_SUCURSALES_URL.replace('{product}', 'farmasi');

const direccion = {
  codSucursal: 3,
  sucursal: 'Tehuacán',
  tipo: 1,
  cP: '75700',
  colonia: 'Centro',
  calle: 'Reforma',
  numExterior: '12',
  entreCalles: '',
  telefono: '2383820000',
  municipio: 'Tehuacán',
  estado: 'Puebla',
  localidad: 'Tehuacán',
  horarios: '',
  domicilioDescriptivo: '',
  horarioApertura: '08:00',
  horarioCierre: '22:00',
};

describe('DireccionSucursalesPage: Exportar a Excel (issue 30)', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1121, url, 11, 'Direcciones de sucursales')] });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it('carries the columns the screen shows: the branch and each address, not only Código and Sucursal', async () => {
    const fetchMock = mockFetch({
      [CONSULTA]: envelope({
        direcciones: [direccion, { ...direccion, tipo: 2, telefono: '2221234567', horarioCierre: '14:00' }],
        sucursales: [
          { codSucursal: 3, sucursal: 'Tehuacán' },
          { codSucursal: 4, sucursal: 'Cholula' },
        ],
      }),
      [EXPORTAR]: () => new Response(new Blob(['x']), { status: 200 }),
    });
    const { user } = renderWithProviders(<DireccionSucursalesPage />, { route: url });
    await screen.findByText('Cholula');
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(sentBodies(fetchMock, EXPORTAR)).toHaveLength(1));
    const [body] = sentBodies(fetchMock, EXPORTAR) as { columnas: string[]; filas: unknown[][] }[];
    expect(body?.columnas).toEqual(['Código', 'Sucursal', 'Tipo', 'Dirección', 'Teléfono', 'Horario']);
    expect(body?.filas).toEqual([
      [
        3,
        'Tehuacán',
        'Farmacia',
        'Reforma 12, Col. Centro, Tehuacán, Puebla, C.P. 75700',
        '238 382 0000',
        '08:00 - 22:00',
      ],
      [
        3,
        'Tehuacán',
        'Consultorio 1',
        'Reforma 12, Col. Centro, Tehuacán, Puebla, C.P. 75700',
        '222 123 4567',
        '08:00 - 14:00',
      ],
      [4, 'Cholula', '', '', '', ''],
    ]);
  });
});
