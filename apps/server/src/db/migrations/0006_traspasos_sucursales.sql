CREATE TABLE "traspasos_sucursales_det" (
	"id_traspasos_sucursales_det" serial PRIMARY KEY NOT NULL,
	"id_traspasos_sucursales_enc" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"desc_articulo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"fecha_caducidad" date,
	"lote" text DEFAULT '' NOT NULL,
	CONSTRAINT "traspasos_sucursales_det_cantidad_ck" CHECK ("traspasos_sucursales_det"."cantidad" > 0),
	CONSTRAINT "traspasos_sucursales_det_costo_ck" CHECK ("traspasos_sucursales_det"."costo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "traspasos_sucursales_enc" (
	"id_traspasos_sucursales_enc" serial PRIMARY KEY NOT NULL,
	"folio_traspaso" bigint NOT NULL,
	"cod_sucursal_origen" integer NOT NULL,
	"cod_sucursal_destino" integer NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"usuario_envio" text NOT NULL,
	"fecha_traspaso" timestamp with time zone NOT NULL,
	"estatus" text DEFAULT 'P' NOT NULL,
	"id_usuario_recibio" integer,
	"fecha_recibio" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "traspasos_sucursales_enc_folio_traspaso_unique" UNIQUE("folio_traspaso"),
	CONSTRAINT "traspasos_sucursales_enc_estatus_ck" CHECK ("traspasos_sucursales_enc"."estatus" in ('P', 'R')),
	CONSTRAINT "traspasos_sucursales_enc_sucursales_ck" CHECK ("traspasos_sucursales_enc"."cod_sucursal_origen" <> "traspasos_sucursales_enc"."cod_sucursal_destino"),
	CONSTRAINT "traspasos_sucursales_enc_recibido_ck" CHECK (("traspasos_sucursales_enc"."estatus" = 'R') = ("traspasos_sucursales_enc"."fecha_recibio" is not null and "traspasos_sucursales_enc"."id_usuario_recibio" is not null))
);
--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_det" ADD CONSTRAINT "traspasos_sucursales_det_id_traspasos_sucursales_enc_traspasos_sucursales_enc_id_traspasos_sucursales_enc_fk" FOREIGN KEY ("id_traspasos_sucursales_enc") REFERENCES "public"."traspasos_sucursales_enc"("id_traspasos_sucursales_enc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_cod_sucursal_origen_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal_origen") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_cod_sucursal_destino_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal_destino") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_id_usuario_recibio_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_recibio") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_det_enc_idx" ON "traspasos_sucursales_det" USING btree ("id_traspasos_sucursales_enc");--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("fecha_traspaso" DESC NULLS LAST,"id_traspasos_sucursales_enc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_estatus_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("estatus","fecha_traspaso" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_origen_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_origen","fecha_traspaso" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_destino_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_destino","fecha_traspaso" DESC NULLS LAST);