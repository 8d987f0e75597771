import { sql } from 'drizzle-orm';
import { hoy, limitesDelDia } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import {
  catSistemas,
  sucursalesV20,
  sucursalesV20Sistemas,
  sucursalesV20SolicitudesArticulos,
} from './tablas.ts';

/** The programs of the new point of sale: current productive and beta, and older releases still out. */
const SISTEMAS = [
  {
    abreviatura: 'PV',
    nombre: 'Punto de venta',
    productiva: '2.4.1',
    beta: '2.5.0',
    viejas: ['2.4.0', '2.3.7'],
  },
  {
    abreviatura: 'INV',
    nombre: 'Inventarios',
    productiva: '1.8.3',
    beta: '1.9.0',
    viejas: ['1.8.1', '1.7.9'],
  },
  { abreviatura: 'FAC', nombre: 'Facturación', productiva: '3.1.0', beta: '3.2.0', viejas: ['3.0.4'] },
  { abreviatura: 'PED', nombre: 'Pedidos', productiva: '1.12.2', beta: '', viejas: ['1.12.0', '1.11.5'] },
  { abreviatura: 'REP', nombre: 'Reportes', productiva: '2.0.5', beta: '', viejas: ['2.0.3'] },
];

const HORA = 3_600_000;
const DIA = 24 * HORA;
const sinAcentos = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * S48 demo: five systems; most own branches and some licensees on the new system, installed over the
 * last year, each system's version on a realistic mix (most on the productive one, a few piloting the
 * beta, some behind); most connected today, some days ago; a few article updates asked, some
 * already taken by their branch. Other active branches are left to add.
 */
export default semilla({
  demo: async (tx, ctx) => {
    const random = createRandom(4801);
    const ahora = Date.now();
    // A connection 'of today' falls after midnight in Mexico City, whatever the hour the demo is made.
    const desdeHoy = limitesDelDia(hoy()).desde.getTime();
    const hace = (maxMinutos: number, hasta = ahora) =>
      hasta -
      Math.min(random.int(1, maxMinutos), Math.max(0, Math.floor((hasta - desdeHoy) / 60_000) - 1)) * 60_000;
    const sistemas = await tx
      .insert(catSistemas)
      .values(
        SISTEMAS.map((s, i) => ({
          abreviatura: s.abreviatura,
          nombre: s.nombre,
          versionProductivaXml: s.productiva,
          versionBetaXml: s.beta,
          orden: i + 1,
        })),
      )
      .returning();
    const sucursales = await rowsOf<{ cod: number; municipio: string; telefono: string; propia: number }>(
      tx,
      sql`select cod_sucursal as cod, municipio, telefono, propia from cat_sucursales
           where activo and id_empresa = 1 order by cod_sucursal`,
    );
    // Keep two own branches and most licensees out, so the add modal has work to do.
    const elegidas = sucursales.filter((s, i) => (s.propia === 1 ? i % 9 !== 4 : random.next() < 0.45));
    if (!elegidas.length) return;
    await tx.insert(sucursalesV20).values(
      elegidas.map((s) => {
        const conexion = random.next();
        // 0.75 today, 0.2 in the last week, a few never (installed but not connected yet).
        const ultimaConexion =
          conexion < 0.75
            ? hace(6 * 60)
            : conexion < 0.95
              ? ahora - random.int(1, 7) * DIA - random.int(0, 10) * HORA
              : null;
        const ultimaExistencia =
          ultimaConexion === null
            ? null
            : random.next() < 0.85
              ? hace(90, ultimaConexion)
              : ultimaConexion - random.int(1, 3) * DIA;
        return {
          codSucursal: s.cod,
          fechaInstalacion: new Date(ahora - random.int(20, 400) * DIA).toISOString().slice(0, 10),
          prefijo: `${sinAcentos(s.municipio)
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 3)
            .toUpperCase()}${String(s.cod).padStart(2, '0')}`,
          telefono: s.telefono,
          fechaUltimaConexion: ultimaConexion === null ? null : new Date(ultimaConexion),
          fechaUltimaExistencia: ultimaExistencia === null ? null : new Date(ultimaExistencia),
          creadoPor: ctx.usuarios.admin,
        };
      }),
    );
    await tx.insert(sucursalesV20Sistemas).values(
      elegidas.flatMap((s) =>
        sistemas.map((sistema, i) => {
          const datos = SISTEMAS[i]!;
          const r = random.next();
          const vieja = random.pick(datos.viejas);
          const version =
            r < 0.68
              ? { versionProductiva: datos.productiva, versionBeta: '' }
              : r < 0.82 && datos.beta
                ? { versionProductiva: vieja, versionBeta: datos.beta }
                : { versionProductiva: vieja, versionBeta: '' };
          return { codSucursal: s.cod, idCatSistemas: sistema.idCatSistemas, ...version };
        }),
      ),
    );
    // Article updates: every fifth branch asked once, a week ago (taken the next morning); two pending.
    const atendidas = elegidas.filter((_, i) => i % 5 === 1);
    if (atendidas.length)
      await tx.insert(sucursalesV20SolicitudesArticulos).values(
        atendidas.map((s, i) => ({
          codSucursal: s.cod,
          estatus: 'A',
          solicitadoPor: ctx.usuarios.admin,
          solicitadoEn: new Date(ahora - (7 + i) * DIA),
          atendidoEn: new Date(ahora - (7 + i) * DIA + 14 * HORA),
        })),
      );
    const pendientes = elegidas.filter((_, i) => i % 5 === 3).slice(0, 2);
    if (pendientes.length)
      await tx.insert(sucursalesV20SolicitudesArticulos).values(
        pendientes.map((s, i) => ({
          codSucursal: s.cod,
          estatus: 'P',
          solicitadoPor: ctx.usuarios.admin,
          solicitadoEn: new Date(ahora - (i + 1) * 3 * HORA),
        })),
      );
  },
});
