import { format, SENTINEL_DATE } from '@farmasi/contracts';
import {
  EXPORTAR_MAX,
  traspasosMessages as m,
  TODAS_SUCURSALES,
  type Traspaso,
  type TraspasoDetalle,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { diasEntre, formatoFechaHora, hoy } from '../../../platform/fechas.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { traspasosXlsx } from './excel.ts';
import {
  bloquearTraspaso,
  buscarTraspaso,
  contarTraspasos,
  existeTraspaso,
  type FilaTraspaso,
  type Filtros,
  lineasDeTraspaso,
  listarTraspasos,
  todosLosTraspasos,
  totalYSalto,
} from './queries.ts';
import { traspasosSucursalesEnc } from './tablas.ts';

const DAY_MS = 86_400_000;

interface FiltrosBody {
  FolioTraspaso: number;
  CodSucursalOrigen: number;
  CodSucursalDestino: number;
  Estatus: 'T' | 'R' | 'P';
  FechaTraspaso: string;
  FechaRecibio: string;
}

/**
 * The screen's rules in the spec's order (003 §5 Transfers): origin and destination differ (only
 * when both are chosen), then the range: start not after end, end not in the future. The end is
 * the end of a day, so "in the future" means that day has not begun yet.
 */
export const validarFiltros = (b: FiltrosBody, ahora = Date.now()): Filtros => {
  if (
    b.CodSucursalOrigen !== TODAS_SUCURSALES &&
    b.CodSucursalDestino !== TODAS_SUCURSALES &&
    b.CodSucursalOrigen === b.CodSucursalDestino
  )
    throw new Rechazo(m.mismaSucursal);
  const desde = new Date(b.FechaTraspaso);
  const hasta = new Date(b.FechaRecibio);
  if (desde.getTime() > hasta.getTime()) throw new Rechazo(m.fechaInicialMayor);
  if (hasta.getTime() - DAY_MS + 1 > ahora) throw new Rechazo(m.fechaFinalFutura);
  return {
    folio: b.FolioTraspaso,
    codSucursalOrigen: b.CodSucursalOrigen,
    codSucursalDestino: b.CodSucursalDestino,
    estatus: b.Estatus,
    desde,
    hasta,
  };
};

/** A row as the API answers it: ids as the calls take them, the sentinel for "not received". */
const aTraspaso = (f: FilaTraspaso, ahora: Date): Traspaso => ({
  sIdTraspasosSucursalesEnc: String(f.idTraspasosSucursalesEnc),
  idTraspasosSucursalesEnc: f.idTraspasosSucursalesEnc,
  folioTraspaso: f.folioTraspaso,
  codSucursalOrigen: f.codSucursalOrigen,
  sucursalOrigen: f.sucursalOrigen,
  codSucursalDestino: f.codSucursalDestino,
  sucursalDestino: f.sucursalDestino,
  motivo: f.motivo,
  usuarioEnvio: f.usuarioEnvio,
  fechaTraspaso: f.fechaTraspaso.toISOString(),
  usuarioRecibio: f.usuarioRecibio ?? '',
  fechaRecibio: f.fechaRecibio ? f.fechaRecibio.toISOString() : SENTINEL_DATE,
  estatus: f.estatus,
  dias: diasEntre(f.fechaTraspaso, f.fechaRecibio ?? ahora),
});

/**
 * The remembered list's key: the checked filters (dates resolved to instants), the page, the
 * first-load flag (it picks the empty list's message) and today's date in Mexico City.
 */
export const claveDeConsulta = (f: Filtros, b: { PageLoad: boolean; Pagina: number; TamanoPagina: number }) =>
  JSON.stringify([
    hoy(),
    f.folio,
    f.codSucursalOrigen,
    f.codSucursalDestino,
    f.estatus,
    f.desde.toISOString(),
    f.hasta.toISOString(),
    b.PageLoad,
    b.Pagina,
    b.TamanoPagina,
  ]);

/**
 * One page of the list. An empty answer carries the message the screen shows: on the first load
 * with the default pending filter, the spec's toast text; otherwise the filters' message.
 */
export const consultar = async (
  db: Database,
  b: FiltrosBody & { PageLoad: boolean; Pagina: number; TamanoPagina: number },
  filtros = validarFiltros(b),
) => {
  const { total: totalRegistros, salto } = await totalYSalto(db, filtros, (b.Pagina - 1) * b.TamanoPagina);
  const ahora = new Date();
  const filas = totalRegistros > 0 ? await listarTraspasos(db, filtros, b.Pagina, b.TamanoPagina, salto) : [];
  const message =
    totalRegistros > 0 ? '' : b.PageLoad && b.Estatus === 'P' ? m.sinPendientes : m.sinTraspasosExportar;
  return respuesta({ traspasos: filas.map((f) => aTraspaso(f, ahora)), totalRegistros }, message);
};

export const detalle = async (db: Database, id: number): Promise<TraspasoDetalle[]> => {
  if (!(await existeTraspaso(db, id))) throw new Rechazo(m.noExiste);
  return (await lineasDeTraspaso(db, id)).map((l) => ({
    ...l,
    costo: Number(l.costo),
    importe: Number(l.importe),
    fechaCaducidad: l.fechaCaducidad ?? SENTINEL_DATE,
  }));
};

/** The filtered transfers (only the ticked ones when ids are given) as an .xlsx in base64. */
export const exportar = async (db: Database, b: FiltrosBody & { sIdTraspasosSucursales: string[] }) => {
  const filtros: Filtros = { ...validarFiltros(b), ids: b.sIdTraspasosSucursales.map(Number) };
  const total = await contarTraspasos(db, filtros);
  if (total === 0) throw new Rechazo(m.sinTraspasosExportar);
  if (total > EXPORTAR_MAX) throw new Rechazo(m.exportarDemasiados);
  const ahora = new Date();
  const filas = (await todosLosTraspasos(db, filtros, EXPORTAR_MAX)).map((f) => ({
    ...f,
    dias: diasEntre(f.fechaTraspaso, f.fechaRecibio ?? ahora),
  }));
  return (await traspasosXlsx(filas)).toString('base64');
};

/**
 * Receive: pending becomes received, recording who and when, in one transaction. The row is
 * locked first, so of two users receiving at once the second is told it was already received.
 */
export const recibir = async (db: Database, actor: Actor, id: number, usuarioRecibio: number) => {
  if (actor.idUsuario === null || usuarioRecibio !== actor.idUsuario) throw new Rechazo(m.otroUsuario);
  const idUsuario = actor.idUsuario;
  return db.transaction(async (tx) => {
    const actual = await bloquearTraspaso(tx, id);
    if (!actual) throw new Rechazo(m.noExiste);
    if (actual.estatus === 'R') {
      const previo = await buscarTraspaso(tx, id);
      throw new Rechazo(
        format(m.yaRecibido, {
          folio: actual.folioTraspaso,
          fecha: previo?.fechaRecibio ? formatoFechaHora(previo.fechaRecibio) : '',
          usuario: previo?.usuarioRecibio ?? '',
        }),
      );
    }
    const ahora = new Date();
    await tx
      .update(traspasosSucursalesEnc)
      .set({
        estatus: 'R',
        idUsuarioRecibio: idUsuario,
        fechaRecibio: ahora,
        modificadoPor: idUsuario,
        modificadoEn: ahora,
      })
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, id));
    await audit(tx, actor, {
      tabla: 'traspasos_sucursales_enc',
      clave: id,
      antes: { estatus: 'P' },
      despues: { estatus: 'R', idUsuarioRecibio: idUsuario, fechaRecibio: ahora.toISOString() },
    });
    const fila = await buscarTraspaso(tx, id);
    if (!fila) throw new Error('El traspaso recibido no se encontró');
    return respuesta(aTraspaso(fila, ahora), format(m.recibido, { folio: actual.folioTraspaso }));
  });
};
