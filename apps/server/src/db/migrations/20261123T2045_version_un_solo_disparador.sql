-- One version function for every remembered data set: the article catalogue's triggers now call
-- catalogo_version('articulos') (migration …T1905), and its own function goes.
DROP TRIGGER cat_articulos_version ON cat_articulos;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_articulos_difarmer_version ON cat_articulos_difarmer;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_difarmer_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_difarmer
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_articulos_cod_barras_version ON cat_articulos_cod_barras;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_cod_barras_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_cod_barras
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_formulas_version ON cat_formulas;
--> statement-breakpoint
CREATE TRIGGER cat_formulas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_formulas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_laboratorios_version ON cat_laboratorios;
--> statement-breakpoint
CREATE TRIGGER cat_laboratorios_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_laboratorios
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_lineas_version ON cat_lineas;
--> statement-breakpoint
CREATE TRIGGER cat_lineas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_lineas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_familias_version ON cat_familias;
--> statement-breakpoint
CREATE TRIGGER cat_familias_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_familias
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_presentaciones_version ON cat_presentaciones;
--> statement-breakpoint
CREATE TRIGGER cat_presentaciones_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_presentaciones
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_genericos_version ON cat_genericos;
--> statement-breakpoint
CREATE TRIGGER cat_genericos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_genericos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_proveedores_version ON cat_proveedores;
--> statement-breakpoint
CREATE TRIGGER cat_proveedores_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_proveedores
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_medidas_version ON cat_medidas;
--> statement-breakpoint
CREATE TRIGGER cat_medidas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_medidas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP TRIGGER cat_articulos_estatus_version ON cat_articulos_estatus;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_estatus_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_estatus
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('articulos');
--> statement-breakpoint
DROP FUNCTION catalogo_version_articulos();
