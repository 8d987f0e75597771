import 'leaflet/dist/leaflet.css';
import { MAPA_ZOOM } from '@farmasi/contracts/catalogos/clientes';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';

/** The centre of Mexico, when the customer has no position yet. */
const MEXICO: [number, number] = [23.6345, -102.5528];

const Centrar = ({ centro, zoom }: { centro: [number, number]; zoom: number }) => {
  const map = useMap();
  useEffect(() => {
    map.setView(centro, zoom);
  }, [map, centro[0], centro[1], zoom]);
  return null;
};

const AlClic = ({ onPunto }: { onPunto: (latitud: number, longitud: number) => void }) => {
  useMapEvents({ click: (e) => onPunto(e.latlng.lat, e.latlng.lng) });
  return null;
};

interface Props {
  /** Where to look: the customer's position (saved or just placed); Mexico at zoom 5 without one. */
  centro: [number, number] | null;
  /** The customer's position, drawn as its marker. */
  posicion: [number, number] | null;
  /** A click on the map places the customer there. */
  onPunto: (latitud: number, longitud: number) => void;
  /** The tiles could not be fetched (offline, OpenStreetMap unreachable): the map is grey. */
  onSinMosaicos: () => void;
}

/**
 * Leaflet over OpenStreetMap tiles (001 §9 zoom 16), without the maps key or when Google fails. It
 * cannot search places: the customer is placed by a click, a pasted link or typed coordinates. Its
 * marker is a vector circle, so it shows without tiles too.
 */
export const MapaFarmacias = ({ centro, posicion, onPunto, onSinMosaicos }: Props) => {
  const avisado = useRef(false);
  return (
    <MapContainer
      center={centro ?? MEXICO}
      zoom={centro ? MAPA_ZOOM : 5}
      style={{ height: 360, width: '100%', borderRadius: 8, cursor: 'crosshair' }}
      aria-label="Mapa de farmacias"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        eventHandlers={{
          tileerror: () => {
            if (avisado.current) return;
            avisado.current = true;
            onSinMosaicos();
          },
        }}
      />
      {centro && <Centrar centro={centro} zoom={MAPA_ZOOM} />}
      <AlClic onPunto={onPunto} />
      {posicion && (
        <CircleMarker
          center={posicion}
          radius={11}
          pathOptions={{
            color: '#8a1c1c',
            fillColor: '#d9363e',
            fillOpacity: 0.9,
            className: 'posicion-cliente',
          }}
          interactive={false}
        >
          <Tooltip permanent direction="top" offset={[0, -10]}>
            Posición del cliente
          </Tooltip>
        </CircleMarker>
      )}
    </MapContainer>
  );
};
