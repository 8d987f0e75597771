import { SENTINEL_DATE } from '@farmasi/contracts';
import type { EstatusEnvio, ServicioMedico } from '@farmasi/contracts/catalogos/costos-servicios-medicos';

/** A service's stored prices: the one in effect and one saved for a later day. */
export interface PreciosGuardados {
  costo: string | null;
  fechaAplicacion: string | null;
  costoPendiente: string | null;
  fechaPendiente: string | null;
  estatus: string;
}

/**
 * The prices as they stand on `hoy` (Mexico City, 'YYYY-MM-DD'). A pending price whose day has come
 * is the price in effect: it is applied on read, so no job has to run at midnight, and every write
 * stores it first (see `asentar`). Decision in docs/decisions/catalogos.md (S18).
 */
export const vigenteAl = (p: PreciosGuardados, hoy: string) => {
  const llego = p.fechaPendiente !== null && p.fechaPendiente <= hoy;
  const costo = llego ? p.costoPendiente : p.costo;
  const fechaAplicacion = llego ? p.fechaPendiente : p.fechaAplicacion;
  const pendiente = llego ? null : p.fechaPendiente;
  const estatusEnvio: EstatusEnvio = p.estatus === 'C' ? 'SA' : pendiente ? 'NE' : 'E';
  return {
    costo: costo === null ? null : Number(costo),
    fechaAplicacion: fechaAplicacion ?? SENTINEL_DATE,
    costoPendiente: pendiente && p.costoPendiente !== null ? Number(p.costoPendiente) : null,
    fechaPendiente: pendiente,
    estatusEnvio,
  } satisfies Partial<ServicioMedico>;
};

/** The stored columns once a pending price whose day has come is made the price in effect. */
export const asentar = (p: PreciosGuardados, hoy: string) =>
  p.fechaPendiente !== null && p.fechaPendiente <= hoy
    ? {
        costo: p.costoPendiente,
        fechaAplicacion: p.fechaPendiente,
        costoPendiente: null,
        fechaPendiente: null,
      }
    : {
        costo: p.costo,
        fechaAplicacion: p.fechaAplicacion,
        costoPendiente: p.costoPendiente,
        fechaPendiente: p.fechaPendiente,
      };

/**
 * The columns a new price gives (001 §4): no day, the sentinel or a day not after today takes
 * effect today; a later day is kept pending and the price in effect stays as it was.
 */
export const conNuevoPrecio = (
  actual: { costo: string | null; fechaAplicacion: string | null },
  costo: string,
  fecha: string,
  hoy: string,
) =>
  !fecha || fecha.startsWith(SENTINEL_DATE) || fecha <= hoy
    ? { costo, fechaAplicacion: hoy, costoPendiente: null, fechaPendiente: null }
    : { ...actual, costoPendiente: costo, fechaPendiente: fecha };
