import {
  type BitacoraFiltro,
  bitacoraPantalla,
  bitacoraMessages as bm,
  buscarUsuariosBitacora,
  cambiosDe,
  consultarBitacora,
  type EntradaBitacora,
  EXPORTAR_ARCHIVO,
  nombreAccion,
  pantallasBitacora,
} from '@farmasi/contracts/sistemas/bitacora';
import type { Queryable } from '../../../db/client.ts';
import { addExportRoute, type ColumnaExcel } from '../../../platform/exportar.ts';
import { selloArchivo } from '../../../platform/exportar-csv.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import {
  buscarUsuarios,
  type CatalogoPantallas,
  type FiltroBitacora,
  leerPantallas,
  paginaBitacora,
  todasLasEntradas,
} from './queries.ts';

/**
 * The menu's screens by id (web_menu, written from the manifests at start: it changes only with a
 * new version, so it is read once), and the filter's list in Spanish order.
 */
const catalogoDe = (db: Queryable) => {
  let catalogo: Promise<CatalogoPantallas> | undefined;
  return () => {
    catalogo ??= leerPantallas(db).catch((e: unknown) => {
      catalogo = undefined;
      throw e;
    });
    return catalogo;
  };
};

/** The export's columns: the list's, then each field changed as 'campo: antes → después'. */
const COLUMNAS: readonly ColumnaExcel<EntradaBitacora>[] = [
  { encabezado: 'Fecha', valor: (x) => x.fecha, tipo: 'fechaHora', ancho: 20 },
  { encabezado: 'Usuario', valor: (x) => x.usuario || bm.sinUsuario, ancho: 30 },
  { encabezado: 'Pantalla', valor: (x) => x.nombrePantalla || bm.sinPantalla, ancho: 28 },
  { encabezado: 'Tabla', valor: (x) => x.tabla, ancho: 24 },
  { encabezado: 'Clave', valor: (x) => x.clave, ancho: 16 },
  { encabezado: 'Acción', valor: (x) => nombreAccion[x.accion], ancho: 10 },
  {
    encabezado: 'Cambios',
    valor: (x) =>
      cambiosDe(x.antes, x.despues)
        .map((c) => `${c.campo}: ${c.antes || '(vacío)'} → ${c.despues || '(vacío)'}`)
        .join('; '),
    ancho: 80,
  },
  { encabezado: 'Ruta', valor: (x) => `${x.metodo} ${x.ruta}`, ancho: 40 },
];

/** The search without its page (the export writes every page). */
const filtroDe = ({ pagina: _p, tamanoPagina: _t, ...filtro }: BitacoraFiltro): FiltroBitacora => filtro;

/** Bitácora (issue 29): every call is granted by the screen's menu entry (administrators). */
export const registerBitacoraRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(bitacoraPantalla);
  const pantallasConocidas = catalogoDe(db);

  // GET /sistemas/bitacora: one page of the log, newest first.
  addRoute(app, consultarBitacora, permiso, async ({ query }) => {
    const { nombre } = await pantallasConocidas();
    return await paginaBitacora(db, query, nombre);
  });

  // GET /sistemas/bitacora/excel: the whole filtered log, streamed in keyset batches, no cap.
  addExportRoute<typeof consultarBitacora, EntradaBitacora>(app, consultarBitacora, permiso, {
    archivo: () => `${EXPORTAR_ARCHIVO}_${selloArchivo()}`,
    hoja: 'Bitácora',
    columnas: COLUMNAS,
    filas: ({ query }) =>
      (async function* () {
        const { nombre } = await pantallasConocidas();
        yield* todasLasEntradas(db, filtroDe(query as BitacoraFiltro), nombre);
      })(),
  });

  // GET /sistemas/bitacora/pantallas
  addRoute(app, pantallasBitacora, permiso, async () => (await pantallasConocidas()).lista);

  // GET /sistemas/bitacora/usuarios/:texto
  addRoute(
    app,
    buscarUsuariosBitacora,
    permiso,
    async ({ params }) => await buscarUsuarios(db, params.texto),
  );
};

export default modulo(registerBitacoraRoutes, bitacoraPantalla);
