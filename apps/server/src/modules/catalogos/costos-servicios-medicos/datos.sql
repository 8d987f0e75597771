-- Reference data of S18 (medical service costs), applied at every start (idempotent).
-- Service types: the CatServiciosMedicos / Tipo option list (001 §7).
INSERT INTO cat_servicios_medicos_tipos (tipo, descripcion) VALUES
  ('CO', 'Consulta'),
  ('PR', 'Procedimiento'),
  ('ES', 'Estudio rápido'),
  ('AP', 'Aplicación'),
  ('DO', 'Documento médico')
ON CONFLICT (tipo) DO UPDATE SET descripcion = excluded.descripcion;
