-- Reference data of the article images (S11), applied at every start (idempotent).
-- The largest image accepted, in MB (001 §7 'A parameter gives the image size limit in MB').
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('TAMANO_MAXIMO_IMAGENES_ARTICULOS_MB', '2', 'Tamaño máximo en MB de cada imagen de artículo de Baranetos')
ON CONFLICT (nombre) DO NOTHING;
