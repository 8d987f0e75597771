import type { Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, json, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { AccionesFila } from '@/ui/AccionesFila';
import { useHistorialPago } from './historial';

const URL =
  'GET /admin/api/sistemas/historial?pantalla=1507&tabla=facturas_proveedores_pago_enc&clave=31&pagina=1';
const CUENTAS = 'GET /admin/api/Facturas/ProveedoresFacturasComboBanco/10';
const pago = { idFacturasProveedoresPagoEnc: 31, idCatProveedoresMarcasDet: 10, marca: 'Bayer' } as Pago;

const Fila = () => {
  const historial = useHistorialPago();
  return <AccionesFila titulo="Acciones" acciones={[historial(pago)]} />;
};

const historial = {
  entradas: [
    {
      id: 8,
      fecha: '2026-11-28T19:15:00.000Z',
      usuario: 'admin',
      nombre: 'Ana Pérez',
      tipo: 'cambio',
      cambios: [
        { campo: 'estatus', antes: 'PP', despues: 'P' },
        { campo: 'idCatProveedoresMarcasCuentas', antes: null, despues: '4' },
        { campo: 'idArchivoComprobante', antes: null, despues: '77' },
      ],
    },
    {
      id: 7,
      fecha: '2026-11-27T19:15:00.000Z',
      usuario: 'admin',
      nombre: 'Ana Pérez',
      tipo: 'alta',
      cambios: [
        { campo: 'facturas', antes: null, despues: '1000.00' },
        { campo: 'notas', antes: null, despues: '50.25' },
        { campo: 'idCatProveedoresMarcasDet', antes: null, despues: '10' },
        { campo: 'estatus', antes: null, despues: 'PP' },
      ],
    },
  ],
  totalRegistros: 2,
  pagina: 1,
  porPagina: 10,
};

const abrir = async () => {
  const { user } = renderWithProviders(<Fila />);
  await user.click(screen.getByRole('button', { name: 'Historial de pago 31 de Bayer' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Historial de pago 31 de Bayer' });
  return (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
};

describe('Historial of a payment (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the payment by its id: its creation and its notice, the account by its name', async () => {
    mockFetch({
      [URL]: envelope(historial),
      [CUENTAS]: envelope([
        { codigo: 4, descripcion: 'BANORTE - 0123456789 - Cuenta pagos', principal: true },
      ]),
    });
    const items = await abrir();
    expect(items).toContain('Estatus: Proceso de pago → Pagada');
    expect(items).toContain('Cuenta: (vacío) → BANORTE - 0123456789 - Cuenta pagos');
    expect(items).toContain('Comprobante de pago: (vacío) → PDF adjunto');
    expect(items).toContain('Total facturas: $1,000.00');
    expect(items).toContain('Total notas de crédito: $50.25');
    expect(items).toContain('Estatus: Proceso de pago');
    expect(items.some((i) => i?.startsWith('idCatProveedoresMarcasDet'))).toBe(false);
  });

  it('opens all the same with the account’s number when the accounts cannot be read', async () => {
    mockFetch({
      [URL]: envelope(historial),
      [CUENTAS]: () => json({ value: false, message: 'Falla', data: null }, 500),
    });
    expect(await abrir()).toContain('Cuenta: (vacío) → 4');
  });
});
