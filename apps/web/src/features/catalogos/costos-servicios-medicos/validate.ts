import {
  type CampoServicio,
  serviciosMedicosMessages as m,
  sinFecha,
  validarServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';

/** Today in Mexico City, 'YYYY-MM-DD' (the chain's calendar, whatever the browser's zone). */
export const hoyMexico = (ahora = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ahora);

/**
 * The modal's checks: 001 §5 in its order (the contract's, also run by the server), then the start
 * date's minimum, today (the picker offers no earlier day; a typed one is refused here).
 */
export const validarFormulario = (
  s: { servicio: string; tipo: string; costo: number | null; fechaAplicacion: string },
  hoy = hoyMexico(),
): { message: string; campo: CampoServicio } | null =>
  validarServicioMedico(s) ??
  (!sinFecha(s.fechaAplicacion) && s.fechaAplicacion < hoy
    ? { message: m.fechaPasada, campo: 'fechaAplicacion' }
    : null);
