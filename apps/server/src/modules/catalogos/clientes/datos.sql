-- Reference data of the customer detail (S14), applied at every start (idempotent).
-- The kinds of schedule a pharmacy of the chain publishes (docs/decisions/catalogos.md, Clientes).
INSERT INTO cat_tipos_horario (id_tipo_horario, descripcion, orden) VALUES
  (1, 'Farmacia', 1),
  (2, 'Consultorio médico', 2),
  (3, 'Entrega a domicilio', 3),
  (4, 'Días festivos', 4)
ON CONFLICT (id_tipo_horario) DO UPDATE SET descripcion = excluded.descripcion, orden = excluded.orden;
--> statement-breakpoint
-- The maps-key parameter (001 §7): empty draws the detail's map with Leaflet over OpenStreetMap; a
-- Google Maps JavaScript API key (restricted to the product's address) switches it to Google Maps.
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('GOOGLE_MAPS_API_KEY', '', 'Clave de la API de Google Maps para el mapa del detalle de clientes (vacía: mapa de OpenStreetMap)')
ON CONFLICT (nombre) DO NOTHING;
--> statement-breakpoint
-- The chain's name as its pharmacies are listed in Google Maps: the detail's map searches places by it
-- near the map's centre (001 §9). Set by the chain; kept on every start.
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('NOMBRE_CADENA_MAPAS', 'Farmasi', 'Nombre de la cadena con el que el mapa del detalle de clientes busca sus farmacias en Google Maps')
ON CONFLICT (nombre) DO NOTHING;
