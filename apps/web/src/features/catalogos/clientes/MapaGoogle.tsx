import { type Lugar, MAPA_ZOOM } from '@farmasi/contracts/catalogos/clientes';
import { useEffect, useRef, useState } from 'react';
import { esDelMapa, MAPA_GOOGLE_DOCUMENTO, type MostrarMapa } from '@/mapa-google/mensajes';

/** How long the map document may take to draw before the detail falls back to OpenStreetMap. */
export const ESPERA_GOOGLE_MS = 15_000;

interface Props {
  clave: string;
  centro: [number, number] | null;
  lugares: readonly Lugar[];
  elegido: number | null;
  onElegir: (lugar: Lugar) => void;
  /** Google could not draw (no internet, key refused, too slow): the detail shows Leaflet instead. */
  onFallo: () => void;
}

/**
 * Google Maps when the maps-key parameter is set (001 §7). The map lives in its own document (see
 * mapa-google/mensajes.ts): this frame sends it what to draw and hears which place was chosen.
 */
export const MapaGoogle = ({ clave, centro, lugares, elegido, onElegir, onFallo }: Props) => {
  const marco = useRef<HTMLIFrameElement>(null);
  const [listo, setListo] = useState(false);
  const [dibujado, setDibujado] = useState(false);
  // The latest callbacks and places, for the one message listener.
  const actual = useRef({ lugares, onElegir, onFallo });
  actual.current = { lugares, onElegir, onFallo };

  useEffect(() => {
    const escuchar = (evento: MessageEvent) => {
      if (evento.source !== marco.current?.contentWindow || evento.origin !== window.location.origin) return;
      const m = evento.data;
      if (!esDelMapa(m)) return;
      if (m.tipo === 'listo') setListo(true);
      else if (m.tipo === 'dibujado') setDibujado(true);
      else if (m.tipo === 'fallo') actual.current.onFallo();
      else {
        const lugar = actual.current.lugares.find((l) => l.codCliente === m.codCliente);
        if (lugar) actual.current.onElegir(lugar);
      }
    };
    window.addEventListener('message', escuchar);
    return () => window.removeEventListener('message', escuchar);
  }, []);

  useEffect(() => {
    if (dibujado) return;
    const espera = window.setTimeout(() => actual.current.onFallo(), ESPERA_GOOGLE_MS);
    return () => window.clearTimeout(espera);
  }, [dibujado]);

  useEffect(() => {
    if (!listo) return;
    const mensaje: MostrarMapa = {
      tipo: 'mostrar',
      clave,
      centro,
      zoom: MAPA_ZOOM,
      lugares: lugares.map(({ codCliente, nombre, latitud, longitud }) => ({
        codCliente,
        nombre,
        latitud,
        longitud,
      })),
      elegido,
    };
    marco.current?.contentWindow?.postMessage(mensaje, window.location.origin);
  }, [listo, clave, centro?.[0], centro?.[1], lugares, elegido]);

  return (
    <iframe
      ref={marco}
      src={`${import.meta.env.BASE_URL}${MAPA_GOOGLE_DOCUMENTO}`}
      title="Mapa de farmacias (Google Maps)"
      style={{ height: 360, width: '100%', border: 0, borderRadius: 8, display: 'block' }}
    />
  );
};
