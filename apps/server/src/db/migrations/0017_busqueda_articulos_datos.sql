-- Hand-written statements of the article search cache: the version counter of the article catalogue
-- and the statement triggers that raise it. The counter is a row updated inside the writing
-- transaction, so readers see the new version only once the change is committed; the notice on
-- 'catalogo_versiones' is delivered at commit to the servers listening (platform/cache-versionada.ts).
-- The catalogues whose names an article's detail shows raise it too.
INSERT INTO catalogo_versiones (nombre, version) VALUES ('articulos', 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogo_version_articulos() RETURNS trigger AS $$
BEGIN
  UPDATE catalogo_versiones SET version = version + 1 WHERE nombre = 'articulos';
  PERFORM pg_notify('catalogo_versiones', 'articulos');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_difarmer_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_difarmer
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_cod_barras_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_cod_barras
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_formulas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_formulas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_laboratorios_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_laboratorios
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_lineas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_lineas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_familias_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_familias
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_presentaciones_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_presentaciones
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_genericos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_genericos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_proveedores_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_proveedores
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_medidas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_medidas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_estatus_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_estatus
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
