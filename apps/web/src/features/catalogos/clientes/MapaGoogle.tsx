import { LUGARES_MAX, type Lugar, MAPA_ZOOM, RADIO_BUSQUEDA_M } from '@farmasi/contracts/catalogos/clientes';
import { useEffect, useRef, useState } from 'react';
import { type AlMapa, esDelMapa, MAPA_GOOGLE_DOCUMENTO, type MotivoFallo } from '@/mapa-google/mensajes';

/** How long the map document may take to draw before the detail falls back to OpenStreetMap. */
export const ESPERA_GOOGLE_MS = 15_000;

/** Why Google's map is not shown: its script failed, its key was refused, or it was too slow. */
export type FalloGoogle = MotivoFallo | 'tiempo';

/** A search of Google's places; `consulta` grows with each one, so a late answer is told apart. */
export interface Busqueda {
  texto: string;
  consulta: number;
}

const decir = (marco: HTMLIFrameElement | null, mensaje: AlMapa) =>
  marco?.contentWindow?.postMessage(mensaje, window.location.origin);

interface Props {
  clave: string;
  centro: [number, number] | null;
  /** The customer's position (saved or just placed), drawn as its own pin. */
  posicion: [number, number] | null;
  lugares: readonly Lugar[];
  elegido: string | null;
  /** The search to run once the map is drawn (and again whenever it changes). */
  busqueda: Busqueda | null;
  onElegir: (lugar: Lugar) => void;
  onPunto: (latitud: number, longitud: number) => void;
  onLugares: (consulta: number, lugares: Lugar[], fallida: boolean) => void;
  /** Google could not draw (no internet, key refused, too slow): the detail shows Leaflet instead. */
  onFallo: (motivo: FalloGoogle) => void;
}

/**
 * Google Maps when the maps-key parameter is set (001 §7). The map lives in its own document (see
 * mapa-google/mensajes.ts): this frame sends it what to draw and what to search, and hears the places
 * found, the place chosen and the point clicked.
 */
export const MapaGoogle = ({
  clave,
  centro,
  posicion,
  lugares,
  elegido,
  busqueda,
  onElegir,
  onPunto,
  onLugares,
  onFallo,
}: Props) => {
  const marco = useRef<HTMLIFrameElement>(null);
  const [listo, setListo] = useState(false);
  const [dibujado, setDibujado] = useState(false);
  // The latest callbacks and places, for the one message listener.
  const actual = useRef({ lugares, onElegir, onPunto, onLugares, onFallo });
  actual.current = { lugares, onElegir, onPunto, onLugares, onFallo };

  useEffect(() => {
    const escuchar = (evento: MessageEvent) => {
      if (evento.source !== marco.current?.contentWindow || evento.origin !== window.location.origin) return;
      const m = evento.data;
      if (!esDelMapa(m)) return;
      if (m.tipo === 'listo') setListo(true);
      else if (m.tipo === 'dibujado') setDibujado(true);
      else if (m.tipo === 'fallo') actual.current.onFallo(m.motivo);
      else if (m.tipo === 'punto') actual.current.onPunto(m.latitud, m.longitud);
      else if (m.tipo === 'lugares') actual.current.onLugares(m.consulta, m.lugares, m.fallida);
      else {
        const lugar = actual.current.lugares.find((l) => l.id === m.id);
        if (lugar) actual.current.onElegir(lugar);
      }
    };
    window.addEventListener('message', escuchar);
    return () => window.removeEventListener('message', escuchar);
  }, []);

  useEffect(() => {
    if (dibujado) return;
    const espera = window.setTimeout(() => actual.current.onFallo('tiempo'), ESPERA_GOOGLE_MS);
    return () => window.clearTimeout(espera);
  }, [dibujado]);

  useEffect(() => {
    if (!listo) return;
    decir(marco.current, {
      tipo: 'mostrar',
      clave,
      centro,
      zoom: MAPA_ZOOM,
      posicion,
      lugares: [...lugares],
      elegido,
    });
  }, [listo, clave, centro?.[0], centro?.[1], posicion?.[0], posicion?.[1], lugares, elegido]);

  useEffect(() => {
    if (!dibujado || !busqueda) return;
    decir(marco.current, {
      tipo: 'buscar',
      texto: busqueda.texto,
      consulta: busqueda.consulta,
      radio: RADIO_BUSQUEDA_M,
      maximo: LUGARES_MAX,
    });
  }, [dibujado, busqueda]);

  return (
    <iframe
      ref={marco}
      src={`${import.meta.env.BASE_URL}${MAPA_GOOGLE_DOCUMENTO}`}
      title="Mapa de farmacias (Google Maps)"
      style={{ height: 360, width: '100%', border: 0, borderRadius: 8, display: 'block' }}
    />
  );
};
