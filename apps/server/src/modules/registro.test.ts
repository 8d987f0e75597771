/// <reference types="vite/client" />

import type { Pantalla } from '@farmasi/contracts/pantalla';
import rateLimit from '@fastify/rate-limit';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { webMenu, webUsuarios, webUsuariosPermisos } from '../db/schema/index.ts';
import { VersionesEscuchadas } from '../platform/cache-versionada.ts';
import { MenuCache } from '../platform/menu.ts';
import { filasDelMenu, sincronizarMenu } from '../platform/menu-filas.ts';
import type { Permiso } from '../platform/routes.ts';
import { SesionesVigentes } from '../platform/sesiones-vigentes.ts';
import { cargarModulos, featuresCon } from './registro.ts';

const contratos = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contracts/src/*/*.ts', '!../../../../packages/contracts/src/**/*.test.ts'],
  { eager: true },
);
const esPantalla = (v: unknown): v is Pantalla =>
  typeof v === 'object' && v !== null && 'access' in v && 'url' in v && 'title' in v;
const manifiestos = Object.values(contratos).flatMap((m) => Object.values(m).filter(esPantalla));

const { db, config } = await createTestApp();
const modulos = await cargarModulos();

describe('modules found on disk', () => {
  it('loads every routes.ts under modules/<area>/<feature>', () => {
    expect(modulos.map((m) => m.feature)).toEqual(featuresCon('routes.ts').map((f) => f.feature));
    expect(modulos.map((m) => m.feature)).toEqual(
      expect.arrayContaining(['seguridad/sesion', 'generales/health', 'catalogos/articulos']),
    );
  });

  it('serves every manifest of the contracts from exactly one module', () => {
    expect(manifiestos.length).toBeGreaterThan(15);
    for (const p of manifiestos) {
      const duenos = modulos.filter((m) => m.modulo.pantallas.includes(p)).map((m) => m.feature);
      expect(duenos, p.url).toHaveLength(1);
    }
  });

  it('declares a route granted by every menu screen', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const permisos: Permiso[] = [];
    app.addHook('onRoute', (r) => {
      if (r.config?.permiso) permisos.push(r.config.permiso);
    });
    const versiones = new VersionesEscuchadas();
    const deps = {
      db,
      config,
      menu: new MenuCache(),
      kind: 'pglite' as const,
      versiones,
      sesiones: new SesionesVigentes(db, versiones, config.ACCESS_TOKEN_TTL),
    };
    await app.register(rateLimit, { global: false });
    for (const { modulo } of modulos) modulo.register(app, deps);
    await app.ready();
    const urls = new Set(permisos.flatMap((p) => (typeof p === 'object' && 'menus' in p ? p.menus : [])));
    for (const p of manifiestos) if (p.access === 'menu') expect(urls.has(p.url), p.url).toBe(true);
    await app.close();
  });
});

describe('menu rows from the manifests', () => {
  it('are present after start, as the manifests and the areas declare them', async () => {
    const filas = filasDelMenu(modulos.flatMap((m) => m.modulo.pantallas));
    const enBase = await db
      .select()
      .from(webMenu)
      .where(
        inArray(
          webMenu.id,
          filas.map((f) => f.id),
        ),
      );
    expect(enBase.sort((a, b) => a.id - b.id)).toEqual(
      filas.map((f) => ({ ...f, url: f.url ?? null })).sort((a, b) => a.id - b.id),
    );
  });

  it('grant a new entry to the administrators only, update a changed one and keep every grant', async () => {
    const nueva: Pantalla = {
      access: 'menu',
      id: 1099,
      parent: 10,
      name: 'Pantalla nueva',
      icon: 'FormOutlined',
      url: '/{product}/catalogos/pantalla-nueva',
      title: 'Pantalla nueva',
      order: 99,
      empresa: 1,
    };
    const todas = modulos.flatMap((m) => m.modulo.pantallas);
    expect(await sincronizarMenu(db, [...todas, nueva])).toEqual([1099]);
    const conPermiso = await db
      .select({ usuario: webUsuarios.usuario })
      .from(webUsuariosPermisos)
      .innerJoin(webUsuarios, eq(webUsuarios.idUsuario, webUsuariosPermisos.idUsuario))
      .where(eq(webUsuariosPermisos.idMenu, 1099));
    expect(conPermiso.map((r) => r.usuario)).toEqual(['admin']);

    // A second start changes the name and grants nothing again; the grant stays.
    expect(await sincronizarMenu(db, [...todas, { ...nueva, name: 'Otro nombre', order: 3 }])).toEqual([]);
    const [fila] = await db.select().from(webMenu).where(eq(webMenu.id, 1099));
    expect(fila).toMatchObject({ name: 'Otro nombre', orden: 3 });
    expect(
      await db.select().from(webUsuariosPermisos).where(eq(webUsuariosPermisos.idMenu, 1099)),
    ).toHaveLength(1);
  });

  it('refuses two manifests with one id', async () => {
    const [una] = modulos.flatMap((m) => m.modulo.pantallas).filter((p) => p.access === 'menu');
    await expect(sincronizarMenu(db, [una!, { ...una!, url: '/otra' }])).rejects.toThrow(
      'Id de menú repetido',
    );
  });
});
