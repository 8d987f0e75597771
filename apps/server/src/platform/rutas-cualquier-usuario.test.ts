import { API_BASE, messages } from '@farmasi/contracts';
import { abrirPaginaLicenciatariosPantalla } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import {
  asignacionPermisosPantalla,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { controlVentasTransferenciasPantalla } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { domiciliosMedicosPantalla } from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { recargasTelefonicasPantalla } from '@farmasi/contracts/administracion/recargas-telefonicas';
import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { traspasosSucursalesPantalla } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { imagenesArticulosPantalla } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { clientesPantalla } from '@farmasi/contracts/catalogos/clientes';
import { diasInventarioFamiliaPantalla } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { existenciasMinimasPantalla } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { excluirArticulosPantalla } from '@farmasi/contracts/proveedores/excluirarticulos';
import { facturasEnRevisionPantalla } from '@farmasi/contracts/proveedores/facturasenrevision';
import { pedidosProveedorPantalla } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
import {
  consultaGeneralBaranetosPantalla,
  consultaGeneralPantalla,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { facturasReportePantalla } from '@farmasi/contracts/reportes/facturas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { ejemplo, type Operacion, operacionesDe, pathValido, urlDe } from '../../test/operaciones.ts';
import { signIn } from '../../test/session.ts';
import { empleados, webUsuarios } from '../db/schema/index.ts';
import { otorgarPantalla } from '../seed/demo.ts';
import { hashPassword } from './passwords.ts';

/**
 * Routes for any signed-in user (issue 23, docs/decisions/seguridad.md): only three routes stay
 * 'sesion'; the 31 that were also open are closed to the screens whose web code calls them. A screen
 * that starts calling one of them adds its manifest to the route's `pantallas(...)` and to CERRADAS
 * below; a new 'sesion' route must be added to ABIERTAS and to the doc's table, or this test fails.
 */
const { app, db } = await createTestApp();
const operaciones = operacionesDe(app);

/** 'METHOD /path/:param', as the contracts write it (without the API base). */
const clave = (op: Operacion) =>
  `${op.method} ${op.path.slice(API_BASE.length).replace(/\{([^}]+)\}/g, ':$1')}`;
const porClave = new Map(operaciones.map((op) => [clave(op), op]));

/** The routes open to any signed-in user, each with its reason in the doc's table. */
const ABIERTAS = [
  'POST /generales/modificarPassword',
  'POST /exportar/excel',
  'GET /catalogos/obtenerestados',
  // Inicio's counts (issue 29): computed only for the screens the caller holds (checked in the route).
  'GET /generales/inicio/conteos',
] as const;

/** S06 Alta de artículos and S05 Artículos DIFARMER pendientes: they share the article form. */
const articulos = [altaArticulosPantalla, articulosPendientesPantalla];
/** The screens that pick a branch with BuscadorSucursal (default variante). */
const seleccionSucursal = [
  controlVentasTransferenciasPantalla,
  diasInventarioFamiliaPantalla,
  recargasTelefonicasPantalla,
  traspasosSucursalesPantalla,
];

/** The formerly open routes and the screens each is granted to (the doc's table). */
const CERRADAS: Record<string, PantallaMenu[]> = {
  'GET /buscadores/buscar-proveedores/:texto': [marcasPantalla, consultaGeneralPantalla],
  'GET /buscadores/buscar-formula/:texto': [...articulos, stockMinimoPantalla, consultaGeneralPantalla],
  'GET /buscadores/buscar-productos/:texto': [...articulos, consultaGeneralPantalla],
  'POST /buscadores/buscar-productos-avanzado': [...articulos, stockMinimoPantalla],
  'GET /buscadores/buscar-articulos-difarmer/:texto': [reiniciarDemandaPantalla],
  'GET /buscadores/buscar-empleados/:texto': [
    asignacionPermisosPantalla,
    permisosCajaPantalla,
    permisosAlmacenPantalla,
  ],
  'GET /buscadores/buscar-licenciatarios/:texto': [abrirPaginaLicenciatariosPantalla],
  'GET /baranetos/buscadores/buscar-articulos/:texto': [
    imagenesArticulosPantalla,
    consultaGeneralBaranetosPantalla,
  ],
  'GET /buscadores/buscar-clientes/:texto': [clientesPantalla, consultaGeneralPantalla],
  'POST /buscadores/buscar-medico': [domiciliosMedicosPantalla],
  'POST /catalogos/medicos': [domiciliosMedicosPantalla],
  'POST /buscadores/buscar-sucursal': seleccionSucursal,
  'POST /buscadores/buscar-marca': [
    marcasPantalla,
    ...articulos,
    facturasEnRevisionPantalla,
    pedidosProveedorPantalla,
  ],
  'POST /catalogos/formulas': articulos,
  'POST /catalogos/laboratorios': articulos,
  'POST /catalogos/lineas': articulos,
  'POST /catalogos/familias': articulos,
  'POST /catalogos/presentaciones': articulos,
  'POST /catalogos/genericos': articulos,
  'POST /catalogos/articulosproveedoresmarcas': [altaArticulosPantalla, marcasPantalla],
  'GET /catalogos/proveedores/:codigo': [altaArticulosPantalla],
  'GET /catalogos/proveedores': [...articulos, preciosProgramadosPantalla, excluirArticulosPantalla],
  'GET /catalogos/marcas': [...articulos, existenciasMinimasPantalla],
  'GET /catalogos/obtenergenerico/:codigo': articulos,
  'GET /catalogos/medidas/:codigo': articulos,
  'GET /catalogos/formasadministracion': articulos,
  'GET /catalogos/recargas/proveedores': [...articulos, recargasTelefonicasPantalla],
  'GET /catalogos/recargas/companias': articulos,
  'GET /catalogos/recargas/tipoproductos': articulos,
  'POST /catalogos/sucursales': [
    ...seleccionSucursal,
    pedidosProveedorPantalla,
    facturasReportePantalla,
    consultaGeneralPantalla,
  ],
  'POST /catalogos/sucursalespropias': [reiniciarDemandaPantalla, stockMinimoPantalla],
};

const cerradas = Object.keys(CERRADAS);
const pantallasDeLaTabla = [
  ...new Map(
    Object.values(CERRADAS)
      .flat()
      .map((p) => [p.url, p]),
  ).values(),
];
const op = (k: string) => {
  const o = porClave.get(k);
  if (!o) throw new Error(`${k} no está en el documento OpenAPI`);
  return o;
};

type Sesion = Awaited<ReturnType<typeof signIn>>;

/**
 * A request that passes validation, so that the answer shows the permission check alone. The password
 * change is sent with a one-letter password: refused by the rules (200, value false), nothing changes.
 */
const llamar = (k: string, quien: Sesion) => {
  const o = op(k);
  const payload =
    k === 'POST /generales/modificarPassword'
      ? { idEmpleado: quien.data.codEmpleado, password: 'a', claveAnterior: '' }
      : o.method === 'POST' && o.body
        ? ejemplo(o.body)
        : undefined;
  return app.inject({
    method: o.method,
    url: urlDe(o, pathValido(o)),
    headers: { authorization: `Bearer ${quien.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

/** What an open route answers: 200 (the password change refused by its rules, not by permission). */
const revisarAbierta = async (k: string, quien: Sesion) => {
  const res = await llamar(k, quien);
  if (res.statusCode !== 200) return `${k}: ${res.statusCode} ${res.body.slice(0, 120)}`;
  if (k === 'POST /generales/modificarPassword' && res.json().value !== false)
    return `${k}: ${res.body.slice(0, 120)}`;
  return undefined;
};

const revisarCerrada = async (k: string, quien: Sesion, permitida: boolean) => {
  const res = await llamar(k, quien);
  if (permitida) {
    if (res.statusCode !== 200 || res.json().value !== true)
      return `${k}: ${res.statusCode} ${res.body.slice(0, 120)} (se esperaba 200)`;
    return undefined;
  }
  if (res.statusCode !== 403) return `${k}: ${res.statusCode} (se esperaba 403)`;
  expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
  return undefined;
};

const sesiones: Record<'consulta' | 'cajero', Sesion> = {} as never;
/** One user per screen of the table, holding that screen alone. */
const soloPantalla = new Map<string, Sesion>();

beforeAll(async () => {
  sesiones.consulta = await signIn(app, 'consulta');
  sesiones.cajero = await signIn(app, 'cajero');
  const password = 'Solo#Pantalla-9731';
  const passwordHash = await hashPassword(password);
  for (const p of pantallasDeLaTabla) {
    const usuario = `solo${p.id}`;
    const [empleado] = await db
      .insert(empleados)
      .values({ nombre: 'Prueba', apellidoPaterno: 'Pantalla', apellidoMaterno: String(p.id) })
      .returning();
    const [user] = await db
      .insert(webUsuarios)
      .values({ usuario, passwordHash, codEmpleado: empleado!.codEmpleado })
      .returning();
    await otorgarPantalla(db, user!.idUsuario, p.url);
    soloPantalla.set(p.url, await signIn(app, { usuario, password }));
  }
});

describe('routes for any signed-in user', () => {
  it("declares exactly the open routes 'sesion'", () => {
    const deSesion = operaciones.filter((o) => o.permiso === 'sesion').map(clave);
    expect(deSesion.sort()).toEqual([...ABIERTAS].sort());
  });

  it('knows the 31 formerly open routes, each in the OpenAPI document', () => {
    expect(cerradas).toHaveLength(31);
    for (const k of cerradas) expect(porClave.has(k), k).toBe(true);
  });

  it.each(cerradas)('%s declares exactly the screens of the table', (k) => {
    const permiso = op(k).permiso;
    expect(Array.isArray(permiso), `${k}: ${JSON.stringify(permiso)}`).toBe(true);
    expect([...(permiso as string[])].sort()).toEqual(CERRADAS[k]!.map((p) => p.url).sort());
  });

  it('consulta (no screen) gets 403 on every closed route and 200 on the open ones', async () => {
    const consulta = sesiones.consulta;
    expect(consulta.data.permisos).toEqual([]);
    const fallas: string[] = [];
    for (const k of ABIERTAS) fallas.push((await revisarAbierta(k, consulta)) ?? '');
    for (const k of cerradas) fallas.push((await revisarCerrada(k, consulta, false)) ?? '');
    expect(fallas.filter(Boolean)).toEqual([]);
  });

  it('cajero (only Grupo sucursales) gets 403 on every closed route', async () => {
    const fallas: string[] = [];
    for (const k of cerradas) fallas.push((await revisarCerrada(k, sesiones.cajero, false)) ?? '');
    expect(fallas.filter(Boolean)).toEqual([]);
  });

  it.each(pantallasDeLaTabla.map((p) => [p.title, p] as const))(
    'a user holding only %s gets exactly its routes',
    async (_t, p) => {
      const quien = soloPantalla.get(p.url)!;
      const fallas: string[] = [];
      for (const k of ABIERTAS) fallas.push((await revisarAbierta(k, quien)) ?? '');
      for (const k of cerradas) {
        const permitida = CERRADAS[k]!.some((q) => q.url === p.url);
        fallas.push((await revisarCerrada(k, quien, permitida)) ?? '');
      }
      expect(fallas.filter(Boolean)).toEqual([]);
    },
  );
});
