import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { useSyncExternalStore } from 'react';
import type { FalloGoogle } from './MapaGoogle';

/** Whether the browser says it is online (navigator.onLine, kept current by its events). */
const suscribirConexion = (aviso: () => void) => {
  window.addEventListener('online', aviso);
  window.addEventListener('offline', aviso);
  return () => {
    window.removeEventListener('online', aviso);
    window.removeEventListener('offline', aviso);
  };
};
export const useEnLinea = () => useSyncExternalStore(suscribirConexion, () => navigator.onLine);

const MOTIVO_GOOGLE: Record<FalloGoogle, string> = {
  carga: m.sinGoogleMaps,
  clave: m.googleClave,
  tiempo: m.googleTiempo,
};

export interface EstadoMapa {
  claveMapas: string | null;
  falloGoogle: FalloGoogle | null;
  enLinea: boolean;
  sinMosaicos: boolean;
}

/**
 * Why the map is grey or plain, in Spanish (issue 24): offline; Google failed (script, key, time) and
 * OpenStreetMap is shown; no maps key (no place search); OpenStreetMap's tiles did not load.
 */
export const avisosDelMapa = ({ claveMapas, falloGoogle, enLinea, sinMosaicos }: EstadoMapa) => {
  const avisos: { tipo: 'info' | 'warning'; texto: string }[] = [];
  if (!enLinea) avisos.push({ tipo: 'warning', texto: m.sinConexion });
  if (claveMapas && falloGoogle) avisos.push({ tipo: 'warning', texto: MOTIVO_GOOGLE[falloGoogle] });
  if (!claveMapas) avisos.push({ tipo: 'info', texto: m.sinClaveMapas });
  const leaflet = !claveMapas || falloGoogle !== null;
  if (enLinea && leaflet && sinMosaicos) avisos.push({ tipo: 'warning', texto: m.sinMosaicos });
  return avisos;
};
