-- Reference data of the article screens, applied at every start (idempotent).
-- Article statuses (estatus{product}); 'A' is the default of every new article.
INSERT INTO cat_articulos_estatus (estatus, descripcion) VALUES
  ('A', 'Activo'),
  ('B', 'Baja'),
  ('S', 'Suspendido'),
  ('D', 'Descontinuado')
ON CONFLICT (estatus) DO UPDATE SET descripcion = excluded.descripcion;
--> statement-breakpoint
-- The SAT product code an article gets when the airtime toggle is turned off (000 §4); its value is
-- the users' once written, so it is never overwritten.
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('CODIGO_SAT_RECARGA', '51000000', 'Código SAT para artículos que dejan de ser recarga de tiempo aire')
ON CONFLICT (nombre) DO NOTHING;
--> statement-breakpoint
-- The version counter of the article catalogue (platform/cache-versionada.ts), raised by triggers.
INSERT INTO catalogo_versiones (nombre, version) VALUES ('articulos', 0) ON CONFLICT (nombre) DO NOTHING;
