import { format } from '@farmasi/contracts';
import * as c from '@farmasi/contracts/catalogos/articulos';
import * as p from '@farmasi/contracts/catalogos/articulos-pendientes';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { parametros } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { addExportRoute } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuestasRecordadas } from '../../../platform/respuestas-recordadas.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import * as costos from './costos.ts';
import { detallePorCodigo } from './detalle.ts';
import * as grupos from './grupos.ts';
import { listarPendientes, todasPendientes } from './pendientes.ts';
import { buscarArticulos, codBarrasDe, estatusOpciones } from './queries.ts';
import { guardarArticulo, validarCodBarras } from './service.ts';

const m = c.articulosMsg;

/** Article registration (S06) and pending DIFARMER articles (S05): both screens use these calls. */
export const registerArticulosRoutes = (app: App, { db, versiones }: AppDeps) => {
  const ambas = pantallas(c.altaArticulosPantalla, p.articulosPendientesPantalla);
  const alta = pantallas(c.altaArticulosPantalla);

  // The article catalogue changes a few times a day and is read all day: its lists, searches and
  // details are remembered per catalogue version (platform/cache-versionada.ts).
  const recordar = <D extends z.ZodType>(data: D, maximo: number) =>
    respuestasRecordadas(db, 'articulos', versiones, data, maximo);
  const paginas = recordar(p.pendientes.data, 200);
  const busquedas = recordar(c.consultar.data, 500);
  const detalles = recordar(c.detalle.data, 2000);

  addRoute(app, p.pendientes, ambas, ({ query, reply }) => {
    const q = query;
    const clave = `${q.pagina}:${q.tamanoPagina}:${q.orden}:${q.direccion}:${q.buscar.toLowerCase()}`;
    return paginas(clave, () => listarPendientes(db, q), reply);
  });
  addExportRoute<typeof p.pendientes, p.Pendiente>(app, p.pendientes, ambas, {
    archivo: 'articulos-pendientes',
    hoja: 'Pendientes',
    columnas: [
      { encabezado: 'Código', valor: (p) => p.codArticulo, ancho: 12 },
      { encabezado: 'Artículo', valor: (p) => p.articulo, ancho: 60 },
      { encabezado: 'Fórmula', valor: (p) => p.formula, ancho: 40 },
    ],
    filas: ({ query }) => todasPendientes(db, query as z.output<typeof p.pendientesQuery>),
  });
  addRoute(app, c.articuloEstatus, ambas, async () => await estatusOpciones(db));
  const buscar = (texto: string, soloCadena: boolean, reply: FastifyReply) =>
    busquedas(
      `${soloCadena ? 'c' : 't'}:${texto.trim().toLowerCase()}`,
      () => buscarArticulos(db, texto, soloCadena),
      reply,
    );
  addRoute(app, c.consultar, ambas, ({ body, reply }) => buscar(body.buscar, false, reply));
  addRoute(app, c.consultarFarmasi, ambas, ({ body, reply }) => buscar(body.buscar, true, reply));

  addRoute(app, c.detalle, ambas, ({ params, reply }) =>
    detalles(
      String(params.codigo),
      async () => {
        const a = await detallePorCodigo(db, params.codigo);
        if (!a) throw new Rechazo(format(m.noExiste, { codigo: params.codigo }));
        return a;
      },
      reply,
    ),
  );
  addRoute(app, c.codBarrasDeArticulo, ambas, async ({ params }) => await codBarrasDe(db, params.codigo));
  addRoute(app, c.validaCodBarra, ambas, async ({ params }) => await validarCodBarras(db, params.codBarras));
  const guardar = async (body: c.Articulo, actor: Actor, modo: 'agregar' | 'guardar') => {
    const guardado = await guardarArticulo(db, actor, body, modo);
    versiones.tocar('articulos');
    return respuesta(guardado, m.guardado);
  };
  addRoute(app, c.agregar, ambas, ({ body, actor }) => guardar(body, actor, 'agregar'));
  addRoute(app, c.guardar, ambas, ({ body, actor }) => guardar(body, actor, 'guardar'));

  addRoute(app, c.existenciaSucursales, alta, async ({ params }) => {
    if (!params.codigo) throw new Rechazo(m.sinArticuloExistencia);
    return await rowsOf<{ codSucursal: number; sucursal: string; existencia: number; propia: number }>(
      db,
      sql`select s.cod_sucursal as "codSucursal", s.sucursal, e.existencia, s.propia
            from existencias e join cat_sucursales s using (cod_sucursal)
            where e.cod_articulo_farmasi = coalesce(
              (select cod_articulo_farmasi from cat_articulos where cod_articulo = ${params.codigo}), ${params.codigo})
            order by ${ordenEspanolSql(sql`s.sucursal`)}`,
    );
  });

  addRoute(app, c.costosDeArticulo, alta, async ({ params }) => await costos.costosDe(db, params.codigo));
  addRoute(app, c.costoPorId, alta, async ({ params }) => {
    const costo = await costos.costoPorId(db, params.id);
    if (!costo) throw new Rechazo(m.costoNoExiste);
    return costo;
  });
  addRoute(
    app,
    c.sucursalesDeCosto,
    alta,
    async ({ params }) => await costos.sucursalesDeCosto(db, params.id),
  );
  addRoute(app, c.guardarCosto, alta, async ({ body, actor }) =>
    respuesta(await costos.guardarCosto(db, actor, body), m.costoGuardado),
  );
  addRoute(app, c.guardarSucursalesCosto, alta, async ({ params, body, actor }) =>
    respuesta(await costos.guardarSucursalesCosto(db, actor, params.id, body), m.sucursalesGuardadas),
  );
  addRoute(app, c.eliminarCosto, alta, async ({ body, actor }) =>
    respuesta(
      await costos.eliminarCosto(db, actor, body.idCatArticulosProveedoresCostosEnc),
      m.costoEliminado,
    ),
  );

  addRoute(app, c.consultarGrupo, alta, async ({ params }) => await grupos.gruposDeFormula(db, params.id));
  addRoute(app, c.guardarGrupo, alta, async ({ body, actor }) =>
    respuesta(await grupos.guardarGrupo(db, actor, body), m.grupoGuardado),
  );
  addRoute(app, c.eliminarGrupo, alta, async ({ body, actor }) =>
    respuesta(await grupos.eliminarDeGrupo(db, actor, body), m.grupoEliminado),
  );
  addRoute(app, c.marcarPrincipal, alta, async ({ body, actor }) =>
    respuesta(await grupos.marcarPrincipal(db, actor, body), m.principalMarcado),
  );

  addRoute(app, c.parametro, ambas, async ({ params }) => {
    const [p] = await db
      .select({ nombre: parametros.nombre, valor: parametros.valor })
      .from(parametros)
      .where(eq(parametros.nombre, params.nombre))
      .orderBy(asc(parametros.nombre));
    if (!p) throw new Rechazo(format(m.parametroNoExiste, { nombre: params.nombre }));
    return p;
  });
};

export default modulo(registerArticulosRoutes, c.altaArticulosPantalla, p.articulosPendientesPantalla);
