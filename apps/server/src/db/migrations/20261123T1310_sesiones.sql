ALTER TABLE "refresh_tokens" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "sesion_iniciada_en" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "web_usuarios" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_usuario_idx" ON "refresh_tokens" USING btree ("id_usuario","revocado_en");--> statement-breakpoint
-- Sessions that really end (platform/sesiones-vigentes.ts). A deactivated user, or a user whose
-- employee is deactivated, has his session version raised, whichever statement deactivates him.
CREATE OR REPLACE FUNCTION sesion_usuario_desactivado() RETURNS trigger AS $$
BEGIN
  NEW.version_sesion := OLD.version_sesion + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER web_usuarios_desactivado BEFORE UPDATE OF activo ON web_usuarios
  FOR EACH ROW WHEN (OLD.activo AND NOT NEW.activo) EXECUTE FUNCTION sesion_usuario_desactivado();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sesion_empleado_desactivado() RETURNS trigger AS $$
BEGIN
  UPDATE web_usuarios SET version_sesion = version_sesion + 1 WHERE cod_empleado = NEW.cod_empleado;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER empleados_desactivado AFTER UPDATE OF activo ON empleados
  FOR EACH ROW WHEN (OLD.activo AND NOT NEW.activo) EXECUTE FUNCTION sesion_empleado_desactivado();
--> statement-breakpoint
-- A raised version (or a deleted user) ends his refresh tokens and tells every server at commit.
CREATE OR REPLACE FUNCTION sesion_version_cambiada() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalogo_versiones', 'sesion:' || OLD.id_usuario);
    RETURN NULL;
  END IF;
  UPDATE refresh_tokens SET revocado_en = now() WHERE id_usuario = NEW.id_usuario AND revocado_en IS NULL;
  PERFORM pg_notify('catalogo_versiones', 'sesion:' || NEW.id_usuario);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Not 'UPDATE OF version_sesion': that would miss the raise made by the BEFORE trigger above.
CREATE TRIGGER web_usuarios_version_sesion AFTER UPDATE ON web_usuarios
  FOR EACH ROW WHEN (OLD.version_sesion IS DISTINCT FROM NEW.version_sesion)
  EXECUTE FUNCTION sesion_version_cambiada();
--> statement-breakpoint
CREATE TRIGGER web_usuarios_eliminado AFTER DELETE ON web_usuarios
  FOR EACH ROW EXECUTE FUNCTION sesion_version_cambiada();
--> statement-breakpoint
-- A session ended one by one (sign-out, reuse of a refresh token, a password change ending the
-- others): the servers forget what they remembered of that user's sessions.
CREATE OR REPLACE FUNCTION sesion_familia_revocada() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogo_versiones', 'sesion:' || NEW.id_usuario);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revocado AFTER UPDATE OF revocado_en ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revocado_en IS NULL AND NEW.revocado_en IS NOT NULL)
  EXECUTE FUNCTION sesion_familia_revocada();
