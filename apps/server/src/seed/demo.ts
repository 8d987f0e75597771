import { GRUPO_SUCURSALES_URL } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import {
  catGrupoSucursalesDet,
  catGrupoSucursalesEnc,
  catSucursales,
  empleados,
  parametros,
  webMenu,
  webUsuarios,
  webUsuariosGrupos,
  webUsuariosPermisos,
} from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { createRandom, type Random } from './prng.ts';
import type { DemoContext } from './registry.ts';
import { cargarSemillas, generadores } from './semillas.ts';
import { apellidos, colonias, nombresPila, ubicaciones, zonas } from './sucursales-data.ts';

/** The two demo users documented in the README. */
export const DEMO_USERS = {
  admin: { usuario: 'admin', password: 'Admin#2468' },
  cajero: { usuario: 'cajero', password: 'Cajero#2468' },
  /** Signed in with nothing granted: shows the guard and the server refusing every screen. */
  consulta: { usuario: 'consulta', password: 'Consulta#2468' },
} as const;

export const isEmpty = async (db: Queryable) => {
  const [users] = await db.select({ n: count() }).from(webUsuarios);
  const [branches] = await db.select({ n: count() }).from(catSucursales);
  return (users?.n ?? 0) === 0 && (branches?.n ?? 0) === 0;
};

const telefono = (random: Random, lada: string) => {
  const digits = String(random.int(10 ** (9 - lada.length), 10 ** (10 - lada.length) - 1));
  return `${lada}${digits}`;
};

/** About 40 branches, two thirds own, the rest licensees, numbered from 1. */
export const demoSucursales = (random: Random) =>
  ubicaciones.map(([municipio, estado, , lada], i) => {
    const propia = random.next() < 0.65 ? 1 : 0;
    const colonia = random.pick(colonias);
    const sucursal = `${municipio} ${colonia}`;
    const titular = `${random.pick(nombresPila)} ${random.pick(apellidos)} ${random.pick(apellidos)}`;
    return {
      codSucursal: i + 1,
      sucursal,
      nombre: propia ? `FarmaSí ${sucursal}` : `Farmacia ${colonia} (Lic. ${titular})`,
      propia,
      estado,
      municipio,
      telefono: telefono(random, lada),
    };
  });

const crearUsuario = async (
  tx: Queryable,
  data: {
    usuario: string;
    password: string;
    nombre: string;
    paterno: string;
    materno: string;
    grupo: number;
  },
) => {
  const [empleado] = await tx
    .insert(empleados)
    .values({ nombre: data.nombre, apellidoPaterno: data.paterno, apellidoMaterno: data.materno })
    .returning();
  const [user] = await tx
    .insert(webUsuarios)
    .values({
      usuario: data.usuario,
      passwordHash: await hashPassword(data.password),
      codEmpleado: empleado!.codEmpleado,
      idWebUsuariosGrupos: data.grupo,
    })
    .returning();
  return user!;
};

/** Grants a screen and the menu groups above it. */
export const otorgarPantalla = async (tx: Queryable, idUsuario: number, url: string) => {
  const menu = await tx.select().from(webMenu);
  const byId = new Map(menu.map((m) => [m.id, m]));
  const ids: number[] = [];
  for (let e = menu.find((m) => m.url === url); e; e = e.parentid === null ? undefined : byId.get(e.parentid))
    ids.push(e.id);
  if (ids.length === 0) throw new Error(`No existe la pantalla ${url} en el menú`);
  await tx
    .insert(webUsuariosPermisos)
    .values(ids.map((idMenu) => ({ idUsuario, idMenu })))
    .onConflictDoNothing();
};

/**
 * Deterministic demo set: the base (branches, groups, parameters, the demo users), then every
 * feature's demo.ts (seed/semillas.ts).
 */
export const seedDemo = async (db: Database, seed = 20250805) => {
  const random = createRandom(seed);
  const sucursales = demoSucursales(random);
  await db.transaction(async (tx) => {
    await tx.insert(catSucursales).values(sucursales);
    // Four region groups; Golfo and Sureste branches stay unassigned so the edit modal has work to do.
    for (const zona of zonas.slice(0, 4)) {
      const [grupo] = await tx
        .insert(catGrupoSucursalesEnc)
        .values({ grupo: `Zona ${zona}` })
        .returning();
      const codigos = sucursales.filter((_, i) => ubicaciones[i]?.[2] === zona).map((s) => s.codSucursal);
      await tx.insert(catGrupoSucursalesDet).values(
        codigos.map((codSucursal) => ({
          idCatGrupoSucursalesEnc: grupo!.idCatGrupoSucursalesEnc,
          codSucursal,
        })),
      );
    }
    await tx
      .insert(parametros)
      .values([{ nombre: 'VERSION_WEB', valor: '2025.08.05.0', descripcion: 'Versión de la aplicación web' }])
      .onConflictDoNothing();

    const [admins] = await tx
      .insert(webUsuariosGrupos)
      .values({ nombre: 'Administradores', esAdministrador: true })
      .returning();
    const [cajeros] = await tx.insert(webUsuariosGrupos).values({ nombre: 'Cajeros' }).returning();
    const admin = await crearUsuario(tx, {
      ...DEMO_USERS.admin,
      nombre: 'Adriana',
      paterno: 'Morales',
      materno: 'Vega',
      grupo: admins!.idWebUsuariosGrupos,
    });
    const cajero = await crearUsuario(tx, {
      ...DEMO_USERS.cajero,
      nombre: 'Carlos',
      paterno: 'Juárez',
      materno: 'Pineda',
      grupo: cajeros!.idWebUsuariosGrupos,
    });
    const consulta = await crearUsuario(tx, {
      ...DEMO_USERS.consulta,
      nombre: 'Lucía',
      paterno: 'Ortega',
      materno: 'Ríos',
      grupo: cajeros!.idWebUsuariosGrupos,
    });
    await tx.execute(sql`select otorgar_menu_administradores()`);
    await otorgarPantalla(tx, cajero.idUsuario, GRUPO_SUCURSALES_URL);

    const ctx: DemoContext = {
      sucursales: sucursales.map(({ codSucursal, propia }) => ({ codSucursal, propia })),
      usuarios: { admin: admin.idUsuario, cajero: cajero.idUsuario, consulta: consulta.idUsuario },
      empleados: { admin: admin.codEmpleado, cajero: cajero.codEmpleado, consulta: consulta.codEmpleado },
      aleatorio: generadores(),
    };
    for (const { semilla } of await cargarSemillas()) await semilla.demo(tx, ctx);
  });
};

/** Benchmark-size data: a large chain of branches, then each feature's volumes. Returns one line per feature. */
export const seedLarge = async (db: Database, seed = 7) => {
  const random = createRandom(seed);
  const [existing] = await db
    .select({ n: count() })
    .from(catSucursales)
    .where(eq(catSucursales.idEmpresa, 1));
  const start = Math.max(1000, (existing?.n ?? 0) + 1);
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const [municipio, estado, , lada] = random.pick(ubicaciones);
    const colonia = random.pick(colonias);
    const propia = random.next() < 0.5 ? 1 : 0;
    return {
      codSucursal: start + i,
      sucursal: `${municipio} ${colonia} ${start + i}`,
      nombre: `${propia ? 'FarmaSí' : 'Farmacia'} ${municipio} ${colonia} ${start + i}`,
      propia,
      estado,
      municipio,
      telefono: telefono(random, lada),
    };
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(catSucursales).values(rows.slice(i, i + 500));
  });
  const lines = [`sucursales: ${rows.length} agregadas`];
  const ctx = { aleatorio: generadores() };
  // One transaction per feature: a large one does not hold the others' rows in one huge transaction.
  for (const { feature, semilla } of await cargarSemillas())
    if (semilla.grande) lines.push(`${feature}: ${await db.transaction((tx) => semilla.grande!(tx, ctx))}`);
  return lines;
};
