import type { ClaveConteo } from '@farmasi/contracts/generales/inicio';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { fechaLocal, hoy } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

/** One count: how many items wait and, for lists filtered by date, the oldest one's instant. */
export interface Conteo {
  total: number;
  desde: string | null;
}

/**
 * How each count is read: one query over the screen's own table (a partial or status index where the
 * table has one), and the data set whose version tells when it changed ('articulos' and 'traspasos'
 * are raised by triggers, platform/cache-versionada.ts); the others follow the audit log, which every
 * write of those screens goes through.
 */
export interface DefinicionConteo {
  conjunto: 'articulos' | 'traspasos' | null;
  /** Counts that depend on the day (starting today) are remembered per day. */
  porDia?: boolean;
  consulta: (ahora: Date) => SQL;
}

export const DEFINICIONES: Record<ClaveConteo, DefinicionConteo> = {
  // S05: DIFARMER articles not yet in the chain's catalogue (the flag is kept by a trigger).
  articulosPendientes: {
    conjunto: 'articulos',
    consulta: () => sql`select count(*)::int as total, null::timestamptz as desde
                          from cat_articulos_difarmer where pendiente`,
  },
  // S44: transfers sent and not yet received ('P', the list's default status).
  traspasosPorRecibir: {
    conjunto: 'traspasos',
    consulta: () => sql`select count(*)::int as total, min(fecha_traspaso) as desde
                          from traspasos_sucursales_enc where estatus = 'P'`,
  },
  // S30: supplier invoices 'En revisión'.
  facturasEnRevision: {
    conjunto: null,
    consulta: () => sql`select count(*)::int as total, min(fecha_subida) as desde
                          from facturas_proveedores where estatus = 'ER'`,
  },
  // S33: payments 'Proceso de pago' (the payments step's default status).
  pagosEnProceso: {
    conjunto: null,
    consulta: () => sql`select count(*)::int as total, min(fecha_pago) as desde
                          from facturas_proveedores_pago_enc where estatus = 'PP'`,
  },
  // S52: payment receipts saved and not stamped (partial index comprobantes_pago_pendientes_idx).
  comprobantesSinTimbrar: {
    conjunto: null,
    consulta: () => sql`select count(*)::int as total, null::timestamptz as desde
                          from comprobantes_pago where not timbrado`,
  },
  // S25: scheduled prices whose start day is today (pending or already applied; not replaced).
  preciosProgramadosHoy: {
    conjunto: null,
    porDia: true,
    consulta: (ahora) => sql`select count(*)::int as total, null::timestamptz as desde
                               from precios_programados
                              where fecha_inicio = ${hoy(ahora)}::date and estatus <> 'R'`,
  },
};

/** Reads one count now. */
export const leerConteo = async (db: Queryable, clave: ClaveConteo, ahora: Date): Promise<Conteo> => {
  const [fila] = await rowsOf<{ total: number; desde: Date | string | null }>(
    db,
    DEFINICIONES[clave].consulta(ahora),
  );
  const desde = fila?.desde ? fechaLocal(new Date(fila.desde)) : null;
  return { total: Number(fila?.total ?? 0), desde };
};

/** The newest audit entry: it moves with every audited write (one primary-key read). */
export const versionAuditoria = async (db: Queryable): Promise<string> => {
  const [fila] = await rowsOf<{ id: string | number | null }>(db, sql`select max(id) as id from auditoria`);
  return `a${fila?.id ?? 0}`;
};
