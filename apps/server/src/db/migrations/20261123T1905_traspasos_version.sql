-- The transfers list is remembered per version of what it shows (platform/cache-versionada.ts):
-- every statement that writes the transfers, or the branch and user names they are shown with,
-- raises the version inside its transaction and notifies at commit, as the article catalogue does.
INSERT INTO catalogo_versiones (nombre, version) VALUES ('traspasos', 1) ON CONFLICT (nombre) DO NOTHING;
--> statement-breakpoint
-- The data set is the trigger's argument: one function for every remembered set from now on.
CREATE OR REPLACE FUNCTION catalogo_version() RETURNS trigger AS $$
BEGIN
  INSERT INTO catalogo_versiones (nombre, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (nombre) DO UPDATE SET version = catalogo_versiones.version + 1;
  PERFORM pg_notify('catalogo_versiones', TG_ARGV[0]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER traspasos_sucursales_enc_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON traspasos_sucursales_enc
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('traspasos');
--> statement-breakpoint
CREATE TRIGGER cat_sucursales_version_traspasos AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_sucursales
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('traspasos');
--> statement-breakpoint
CREATE TRIGGER web_usuarios_version_traspasos AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON web_usuarios
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('traspasos');
--> statement-breakpoint
CREATE TRIGGER empleados_version_traspasos AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON empleados
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version('traspasos');
