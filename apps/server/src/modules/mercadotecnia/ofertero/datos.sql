-- Reference data of the oferteros (S10), applied at every start (idempotent).
-- The flipbook publishing site: every ofertero's link must contain this address (001 §5 Ofertero).
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('URL_SITIO_FLIPBOOK', 'https://online.fliphtml5.com/', 'Dirección del sitio de publicación de los oferteros; toda liga de un ofertero debe contenerla')
ON CONFLICT (nombre) DO NOTHING;
