import {
  claveRelacion,
  type Relacion,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { HistorialRelacion } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1160&tabla=proveedores_permitidos_sucursal&clave=5-101&pagina=1';

const relacion = {
  codProveedor: 5,
  codCliente: 101,
  codSucursal: 101,
  sucursal: 'Puebla Centro',
} as Relacion;

describe('Historial of a supplier allowed at a branch (issue 29)', () => {
  beforeEach(() => signIn());

  it('composes the key as the server does', () => {
    expect(claveRelacion({ codProveedor: 5, codCliente: 101 })).toBe('5-101');
  });

  it('asks for the relation by supplier and branch, with the table’s labels', async () => {
    mockFetch({
      [URL]: paginaHistorial(
        [
          {
            id: 9,
            fecha: '2026-11-28T19:15:00.000Z',
            usuario: 'admin',
            nombre: 'Ana Pérez',
            tipo: 'cambio',
            cambios: [
              { campo: 'ivaIncluido', antes: 'No', despues: 'Sí' },
              { campo: 'decimales', antes: '2', despues: '4' },
              { campo: 'modificadoPor', antes: null, despues: '1' },
            ],
          },
        ],
        1,
      ),
    });
    const { user } = renderWithProviders(<HistorialRelacion r={relacion} proveedor="NADRO" />);
    const nombre = 'Historial de NADRO en Puebla Centro';
    await user.click(screen.getByRole('button', { name: nombre }));
    const dialogo = await screen.findByRole('dialog', { name: nombre });
    const items = await within(dialogo).findAllByRole('listitem');
    const textos = items.map((i) => i.textContent);
    expect(textos).toContain('IVA Incluido: No → Sí');
    expect(textos).toContain('Decimales: 2 → 4');
    expect(textos.some((t) => t?.includes('modificadoPor'))).toBe(false);
  });
});
