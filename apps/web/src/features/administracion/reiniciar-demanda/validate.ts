import { demandaMessages as m, validarDemanda } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { format } from '@farmasi/contracts/messages';

/** The chain's calendar day (Mexico City) as YYYY-MM-DD, whatever the browser's zone. */
export const hoyEnMexico = (ahora = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ahora);

export interface ValoresDemanda {
  codSucursal: number | null;
  todas: boolean;
  codArticulo: number | null;
  fecha: string | null;
}

/** The add modal's checks in the spec's order (branch, article), then the date; null when valid. */
export const validarFormulario = (v: ValoresDemanda, hoy = hoyEnMexico()) =>
  validarDemanda(
    {
      Codsucursal: v.codSucursal,
      todasLasSucursales: v.todas,
      Codarticulo: v.codArticulo,
      FechaDemanda: v.fecha,
    },
    hoy,
  );

/** 001 §6: one confirmation for every branch, another naming the chosen branch. */
export const textoConfirmacion = (todas: boolean, sucursal: string) =>
  todas ? m.confirmarTodas : format(m.confirmarSucursal, { sucursal });
