-- Hand-written statements of the articulos area (menu entries, product data).
-- Article screens (ids 1010-1019 of section 10 'Catálogos'): registration at catarticulos, the
-- DIFARMER pending list at articulos{product} (docs/decisions.md, Articles).
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1010, 10, 'Alta de artículos', 'FormOutlined', '/{product}/catalogos/catarticulos', 1, 1),
  (1011, 10, 'Artículos DIFARMER pendientes', 'FileSearchOutlined', '/{product}/catalogos/articulos{product}', 1, 2);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
--> statement-breakpoint
-- Article statuses (estatus{product}); 'A' is the default of every new article.
INSERT INTO cat_articulos_estatus (estatus, descripcion) VALUES
  ('A', 'Activo'),
  ('B', 'Baja'),
  ('S', 'Suspendido'),
  ('D', 'Descontinuado')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The SAT product code an article gets when the airtime toggle is turned off (000 §4).
INSERT INTO parametros (nombre, valor, descripcion) VALUES
  ('CODIGO_SAT_RECARGA', '51000000', 'Código SAT para artículos que dejan de ser recarga de tiempo aire')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A DIFARMER article is pending while no chain row links to it (docs/decisions.md, Articles): the flag
-- is kept here, whoever writes cat_articulos (screens, seeds, imports), so the list reads an index.
CREATE OR REPLACE FUNCTION articulos_difarmer_pendiente() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.cod_articulo IS NOT NULL THEN
    UPDATE cat_articulos_difarmer SET pendiente = true WHERE cod_articulo = OLD.cod_articulo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.cod_articulo IS NOT NULL THEN
    UPDATE cat_articulos_difarmer SET pendiente = false WHERE cod_articulo = NEW.cod_articulo;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_pendiente
  AFTER INSERT OR DELETE OR UPDATE OF cod_articulo ON cat_articulos
  FOR EACH ROW EXECUTE FUNCTION articulos_difarmer_pendiente();
