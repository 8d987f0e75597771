import 'leaflet/dist/leaflet.css';
import { type Lugar, MAPA_ZOOM } from '@farmasi/contracts/catalogos/clientes';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

/** The centre of Mexico, when neither the customer nor any place has a position. */
const MEXICO: [number, number] = [23.6345, -102.5528];

const Centrar = ({ centro, zoom }: { centro: [number, number]; zoom: number }) => {
  const map = useMap();
  useEffect(() => {
    map.setView(centro, zoom);
  }, [map, centro[0], centro[1], zoom]);
  return null;
};

interface Props {
  /** Where to look: the chosen place, else the customer's position, else the first place. */
  centro: [number, number] | null;
  lugares: readonly Lugar[];
  elegido: number | null;
  onElegir: (lugar: Lugar) => void;
}

/**
 * Leaflet over OpenStreetMap tiles (001 §9 zoom 16). The chain's places are vector markers (they
 * show without tiles, e.g. offline); the chosen one is drawn in the theme's colour and larger.
 */
export const MapaFarmacias = ({ centro, lugares, elegido, onElegir }: Props) => {
  const inicio = centro ?? (lugares[0] ? [lugares[0].latitud, lugares[0].longitud] : null);
  return (
    <MapContainer
      center={inicio ?? MEXICO}
      zoom={inicio ? MAPA_ZOOM : 5}
      style={{ height: 360, width: '100%', borderRadius: 8 }}
      aria-label="Mapa de farmacias"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      {inicio && <Centrar centro={inicio as [number, number]} zoom={MAPA_ZOOM} />}
      {lugares.map((l) => (
        <CircleMarker
          key={l.codCliente}
          center={[l.latitud, l.longitud]}
          radius={l.codCliente === elegido ? 12 : 9}
          pathOptions={{
            color: l.codCliente === elegido ? '#0b6e4f' : '#1f4e8c',
            fillColor: l.codCliente === elegido ? '#13a36f' : '#4f83cc',
            fillOpacity: 0.85,
            className: `lugar-${l.codCliente}`,
          }}
          eventHandlers={{ click: () => onElegir(l) }}
        >
          <Tooltip>{l.nombre}</Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
};
