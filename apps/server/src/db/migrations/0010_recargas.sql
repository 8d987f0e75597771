CREATE TABLE "cat_recargas_usuario_sucursal" (
	"id_cat_recargas_usuario_sucursal" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_recargas_usuario_sucursal_id_cat_recargas_usuario_sucursal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cod_sucursal" integer NOT NULL,
	"id_proveedor" integer NOT NULL,
	"usuario" text NOT NULL,
	"password_cifrado" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "recargas_envios" (
	"id_envio" bigserial PRIMARY KEY NOT NULL,
	"id_cat_recargas_usuario_sucursal" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"motivo" char(1) NOT NULL,
	"solicitado_por" integer,
	"solicitado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cat_recargas_usuario_sucursal" ADD CONSTRAINT "cat_recargas_usuario_sucursal_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_recargas_usuario_sucursal" ADD CONSTRAINT "cat_recargas_usuario_sucursal_id_proveedor_cat_recargas_proveedores_codigo_fk" FOREIGN KEY ("id_proveedor") REFERENCES "public"."cat_recargas_proveedores"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recargas_envios" ADD CONSTRAINT "recargas_envios_id_cat_recargas_usuario_sucursal_cat_recargas_usuario_sucursal_id_cat_recargas_usuario_sucursal_fk" FOREIGN KEY ("id_cat_recargas_usuario_sucursal") REFERENCES "public"."cat_recargas_usuario_sucursal"("id_cat_recargas_usuario_sucursal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cat_recargas_usuario_sucursal_uq" ON "cat_recargas_usuario_sucursal" USING btree ("cod_sucursal","id_proveedor");--> statement-breakpoint
CREATE INDEX "recargas_envios_pendientes_idx" ON "recargas_envios" USING btree ("cod_sucursal","enviado_en");