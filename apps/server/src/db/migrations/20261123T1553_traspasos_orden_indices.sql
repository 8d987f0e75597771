DROP INDEX "traspasos_sucursales_enc_destino_fecha_idx";
--> statement-breakpoint
DROP INDEX "traspasos_sucursales_enc_estatus_fecha_idx";
--> statement-breakpoint
DROP INDEX "traspasos_sucursales_enc_origen_fecha_idx";
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_destino_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_destino","fecha_traspaso" DESC NULLS LAST,"id_traspasos_sucursales_enc" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_estatus_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("estatus","fecha_traspaso" DESC NULLS LAST,"id_traspasos_sucursales_enc" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_origen_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_origen","fecha_traspaso" DESC NULLS LAST,"id_traspasos_sucursales_enc" DESC NULLS LAST);
