import {
  categorias,
  categoriasPantalla,
  departamentos,
  departamentosPantalla,
  secciones,
  seccionesPantalla,
} from '@farmasi/contracts/baranetos/catalogos';
import { diasDescuentosPantalla } from '@farmasi/contracts/baranetos/dias-descuentos';
import type { Database } from '../../../db/client.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { type Nivel, niveles } from './niveles.ts';
import { consultar } from './queries.ts';
import * as service from './service.ts';

/** Rows as the contract names them per level (003 §3): the parent's key and name differ. */
const consultarComo = async (db: Database, nivel: Nivel, texto: string | undefined) => {
  const rows = await consultar(db, nivel, texto);
  return rows as { codigo: number; descripcion: string; idPadre?: number; padre?: string }[];
};

/**
 * S52–S54. Each screen's calls are granted by its menu entry; the search of every level is also
 * granted by the discount-days screen, whose exclusion finders use it (003 §2.15).
 */
export const registerBaranetosCatalogosRoutes = (app: App, { db }: AppDeps) => {
  const d = niveles.departamentos;
  addRoute(
    app,
    departamentos.consulta,
    pantallas(departamentosPantalla, seccionesPantalla, diasDescuentosPantalla),
    async ({ params }) =>
      (await consultarComo(db, d, params.texto)).map(({ codigo, descripcion }) => ({
        codigo,
        descripcion,
      })),
  );
  addRoute(app, departamentos.guardar, pantallas(departamentosPantalla), async ({ body, actor }) => {
    const codigo = await service.guardar(db, actor, d, { ...body, idPadre: 0 });
    return respuesta({ codigo, descripcion: body.descripcion }, d.m.guardado);
  });
  addRoute(app, departamentos.eliminar, pantallas(departamentosPantalla), async ({ params, actor }) => {
    await service.eliminar(db, actor, d, params.id);
    return respuesta(null, d.m.eliminado);
  });

  const s = niveles.secciones;
  addRoute(
    app,
    secciones.consulta,
    pantallas(seccionesPantalla, categoriasPantalla, diasDescuentosPantalla),
    async ({ params }) =>
      (await consultarComo(db, s, params.texto)).map((r) => ({
        codigo: r.codigo,
        descripcion: r.descripcion,
        IdDepartamento: r.idPadre ?? 0,
        departamento: r.padre ?? '',
      })),
  );
  addRoute(app, secciones.guardar, pantallas(seccionesPantalla), async ({ body, actor }) => {
    const codigo = await service.guardar(db, actor, s, { ...body, idPadre: body.IdDepartamento });
    return respuesta({ ...body, codigo }, s.m.guardado);
  });
  addRoute(app, secciones.eliminar, pantallas(seccionesPantalla), async ({ params, actor }) => {
    await service.eliminar(db, actor, s, params.id);
    return respuesta(null, s.m.eliminado);
  });

  const c = niveles.categorias;
  addRoute(
    app,
    categorias.consulta,
    pantallas(categoriasPantalla, diasDescuentosPantalla),
    async ({ params }) =>
      (await consultarComo(db, c, params.texto)).map((r) => ({
        codigo: r.codigo,
        descripcion: r.descripcion,
        IdSeccion: r.idPadre ?? 0,
        seccion: r.padre ?? '',
      })),
  );
  addRoute(app, categorias.guardar, pantallas(categoriasPantalla), async ({ body, actor }) => {
    const codigo = await service.guardar(db, actor, c, { ...body, idPadre: body.IdSeccion });
    return respuesta({ ...body, codigo }, c.m.guardado);
  });
  addRoute(app, categorias.eliminar, pantallas(categoriasPantalla), async ({ params, actor }) => {
    await service.eliminar(db, actor, c, params.id);
    return respuesta(null, c.m.eliminado);
  });
};

export default modulo(
  registerBaranetosCatalogosRoutes,
  departamentosPantalla,
  seccionesPantalla,
  categoriasPantalla,
);
