-- Statuses of supplier orders (tipo P, 002 §4), with the labels the screens show. 'relevante':
-- counted by the 'Relevantes' (RL) filter: orders still open.
INSERT INTO proveedores_documentos_estatus (tipo, estatus, descripcion, orden, relevante) VALUES
  ('P', 'ER', 'En revisión', 1, true),
  ('P', 'S', 'Surtido', 2, true),
  ('P', 'P', 'Pagado', 3, false),
  ('P', 'RE', 'Rechazado', 4, false)
ON CONFLICT (tipo, estatus) DO UPDATE
  SET descripcion = excluded.descripcion, orden = excluded.orden, relevante = excluded.relevante;
