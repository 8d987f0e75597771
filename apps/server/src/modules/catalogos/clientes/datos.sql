-- Reference data of the customer detail (S14), applied at every start (idempotent).
-- The kinds of schedule a pharmacy of the chain publishes (docs/decisions/catalogos.md, Clientes).
INSERT INTO cat_tipos_horario (id_tipo_horario, descripcion, orden) VALUES
  (1, 'Farmacia', 1),
  (2, 'Consultorio médico', 2),
  (3, 'Entrega a domicilio', 3),
  (4, 'Días festivos', 4)
ON CONFLICT (id_tipo_horario) DO UPDATE SET descripcion = excluded.descripcion, orden = excluded.orden;
