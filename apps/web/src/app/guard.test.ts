import { describe, expect, it } from 'vitest';
import { permiso, testSession } from '@/test/render';
import { decide, isPermitted } from './guard';
import { esRutaConocida } from './knownRoutes';
import { pantallasWeb } from './pantallas';

const now = Date.parse('2025-08-05T12:00:00Z');
const session = testSession({
  expiresAt: '2025-08-05T12:30:00Z',
  permisos: [
    permiso(1, null),
    permiso(2, '/farmasi/catalogos/catgruposucursales', 1),
    permiso(3, '/farmasi/catalogos/ClientesDetalle', 1),
    permiso(4, '', 1),
  ],
});
const expired = { ...session, expiresAt: '2025-08-05T11:59:59Z' };

describe('decide (000 §6)', () => {
  it('lets anyone see /login and sends a signed-in user to Home', () => {
    expect(decide('/login', null, now)).toBe('allow');
    expect(decide('/login', session, now)).toBe('home');
    expect(decide('/LOGIN/', session, now)).toBe('home');
  });

  it('sends every other route to /login without a session', () => {
    for (const path of [
      '/',
      '/ErrorAutenticacion',
      '/generales/CambiarPassword',
      '/farmasi/catalogos/catgruposucursales',
    ]) {
      expect(decide(path, null, now)).toBe('login');
    }
  });

  it("lets anyone open a screen whose manifest says 'publico', and no screen not built", () => {
    expect(
      pantallasWeb
        .filter((p) => p.access === 'publico')
        .map((p) => p.url)
        .sort(),
    ).toEqual(['/login', '/{product}/catalogos/proveedores/detalleTicketProveedor']);
    // The supplier ticket (S32) opens without a session, and with one whatever its permissions.
    expect(decide('/farmasi/catalogos/proveedores/detalleTicketProveedor', null, now)).toBe('allow');
    expect(decide('/farmasi/catalogos/proveedores/detalleTicketProveedor', session, now)).toBe('allow');
  });

  it('needs only a session for Home, ErrorAutenticacion, CambiarPassword and ExcluirDiasDescuentos', () => {
    expect(decide('/', session, now)).toBe('allow');
    expect(decide('/ErrorAutenticacion', session, now)).toBe('allow');
    expect(decide('/generales/CambiarPassword', session, now)).toBe('allow');
    expect(decide('/generales/cambiarpassword/', session, now)).toBe('allow');
    expect(decide('/baranetos/descuentosgenerales/excluirdiasdescuentos', session, now)).toBe('allow');
    expect(decide('/baranetos/descuentosgenerales/ExcluirDiasDescuentos', session, now)).toBe('allow');
  });

  it('allows a route that contains a permitted url, case-insensitively', () => {
    expect(decide('/farmasi/catalogos/catgruposucursales', session, now)).toBe('allow');
    expect(decide('/Farmasi/Catalogos/CatGrupoSucursales', session, now)).toBe('allow');
    expect(decide('/farmasi/catalogos/clientesdetalle/25', session, now)).toBe('allow');
  });

  it('sends a route without a permitted url to /ErrorAutenticacion', () => {
    expect(decide('/farmasi/catalogos/catarticulos', session, now)).toBe('forbidden');
    // a wrong product slug does not contain the permitted url
    expect(decide('/otro/catalogos/catgruposucursales', session, now)).toBe('forbidden');
    expect(decide('/baranetos/descuentosgenerales/diasdescuentos', session, now)).toBe('forbidden');
  });

  it('asks for a renewal when the stored access token has expired', () => {
    expect(decide('/farmasi/catalogos/catgruposucursales', expired, now)).toBe('renew');
    expect(decide('/', expired, now)).toBe('renew');
    expect(decide('/login', expired, now)).toBe('renew');
  });
});

describe('isPermitted', () => {
  it('ignores groups and empty urls', () => {
    const onlyGroups = testSession({ permisos: [permiso(1, null), permiso(2, '', 1), permiso(3, '/', 1)] });
    expect(isPermitted('/farmasi/catalogos/catgruposucursales', onlyGroups)).toBe(false);
  });
});

describe('decide: screens that are not built', () => {
  const known = (path: string) => path.toLowerCase().startsWith('/farmasi/catalogos/');

  it("lets a signed-in user through to 'not found' for an address no route answers", () => {
    expect(decide('/farmasi/mercadotecnia/promociones', session, now, known)).toBe('allow');
    expect(decide('/no/existe', session, now, known)).toBe('allow');
  });

  it("still answers 'no permission' for a known screen outside the permission list", () => {
    expect(decide('/farmasi/catalogos/catarticulos', session, now, known)).toBe('forbidden');
  });

  it('still asks for a session (and a renewal) before saying anything about the address', () => {
    expect(decide('/no/existe', null, now, known)).toBe('login');
    expect(decide('/no/existe', expired, now, known)).toBe('renew');
  });
});

describe("decide: a detail screen ('detalle' manifest) opens with the permission of its list", () => {
  const conLista = testSession({
    expiresAt: '2025-08-05T12:30:00Z',
    permisos: [permiso(1300, '/farmasi/catalogos/clientes', 10)],
  });
  const sinLista = testSession({
    expiresAt: '2025-08-05T12:30:00Z',
    permisos: [permiso(2, '/farmasi/catalogos/catgruposucursales', 1)],
  });

  it('allows the customer detail to a holder of Clientes, whatever the parameter', () => {
    expect(isPermitted('/farmasi/catalogos/ClientesDetalle/25', conLista)).toBe(true);
    expect(decide('/farmasi/catalogos/clientesdetalle/0', conLista, now)).toBe('allow');
  });

  it('refuses it to a user without Clientes', () => {
    expect(isPermitted('/farmasi/catalogos/ClientesDetalle/25', sinLista)).toBe(false);
    expect(decide('/farmasi/catalogos/ClientesDetalle/25', sinLista, now)).toBe('forbidden');
  });
});

describe("decide: an unknown catalogue address is 'not found', not 'no permission' (issue 30)", () => {
  const admin = testSession({
    expiresAt: '2025-08-05T12:30:00Z',
    permisos: pantallasWeb
      .filter((p) => p.access === 'menu')
      .map((p, i) => permiso(i + 1, p.url.replaceAll('{product}', 'farmasi'), 1)),
  });

  it('lets an administrator through to the not-found page', () => {
    expect(decide('/admin/catalogos/no-existe', admin, now, esRutaConocida)).toBe('allow');
    expect(decide('/farmasi/catalogos/no-existe', admin, now, esRutaConocida)).toBe('allow');
  });

  it("still answers 'no permission' for a real slug screen outside the list", () => {
    expect(decide('/farmasi/catalogos/articulosfarmasi', session, now, esRutaConocida)).toBe('forbidden');
  });
});
