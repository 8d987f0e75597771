-- A user's permissions are checked on every call as they are now (platform/sesiones-vigentes.ts):
-- any change to his rows tells every server at commit, on the channel his session changes use.
-- One notice per transaction and user: PostgreSQL folds identical notices of one transaction.
CREATE OR REPLACE FUNCTION sesion_permisos_cambiados() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('catalogo_versiones', 'sesion:' || OLD.id_usuario);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('catalogo_versiones', 'sesion:' || NEW.id_usuario);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER web_usuarios_permisos_cambiados AFTER INSERT OR UPDATE OR DELETE ON web_usuarios_permisos
  FOR EACH ROW EXECUTE FUNCTION sesion_permisos_cambiados();
