-- Statuses of supplier invoices (tipo F) and credit notes (tipo N), with the labels the screens show
-- (002 §4). 'relevante': counted by the 'Relevantes' (RL) filter: documents still waiting for payment.
INSERT INTO proveedores_documentos_estatus (tipo, estatus, descripcion, orden, relevante) VALUES
  ('F', 'S', 'Subida', 1, true),
  ('F', 'ER', 'En revisión', 2, true),
  ('F', 'PP', 'Proceso de pago', 3, true),
  ('F', 'P', 'Pagada', 4, false),
  ('N', 'N', 'No aplicada', 1, true),
  ('N', 'PP', 'Proceso de pago', 2, true),
  ('N', 'A', 'Aplicada', 3, false)
ON CONFLICT (tipo, estatus) DO UPDATE
  SET descripcion = excluded.descripcion, orden = excluded.orden, relevante = excluded.relevante;
