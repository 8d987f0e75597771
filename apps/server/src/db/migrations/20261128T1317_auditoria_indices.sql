ALTER TABLE "auditoria" ADD COLUMN "pantalla" integer;
--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "auditoria_usuario_fecha_idx" ON "auditoria" USING btree ("id_usuario","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "auditoria_pantalla_fecha_idx" ON "auditoria" USING btree ("pantalla","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "auditoria_registro_idx" ON "auditoria" USING btree ("tabla","clave","id" DESC NULLS FIRST);
