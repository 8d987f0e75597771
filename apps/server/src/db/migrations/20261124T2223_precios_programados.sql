CREATE TABLE "articulos_precios_historial" (
	"id_historial" serial PRIMARY KEY NOT NULL,
	"id_cat_articulos_proveedores_costos_enc" integer NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"costo_anterior" numeric(14, 4) NOT NULL,
	"costo_nuevo" numeric(14, 4) NOT NULL,
	"precio_anterior" numeric(12, 2) NOT NULL,
	"precio_nuevo" numeric(12, 2) NOT NULL,
	"id_precio_programado" integer,
	"vigente_desde" date NOT NULL,
	"aplicado_en" timestamp with time zone NOT NULL,
	"programado_por" integer
);

--> statement-breakpoint
CREATE TABLE "precios_programados" (
	"id_precio_programado" serial PRIMARY KEY NOT NULL,
	"id_cat_articulos_proveedores_costos_enc" integer NOT NULL,
	"costo_nuevo" numeric(14, 4) NOT NULL,
	"precio_publico_nuevo" numeric(12, 2) NOT NULL,
	"fecha_inicio" date NOT NULL,
	"estatus" text DEFAULT 'P' NOT NULL,
	"aplicado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "precios_programados_estatus" CHECK ("precios_programados"."estatus" in ('P', 'A', 'R')),
	CONSTRAINT "precios_programados_positivos" CHECK ("precios_programados"."costo_nuevo" > 0 and "precios_programados"."precio_publico_nuevo" > 0)
);

--> statement-breakpoint
ALTER TABLE "articulos_precios_historial" ADD CONSTRAINT "articulos_precios_historial_id_cat_articulos_proveedores_costos_enc_cat_articulos_proveedores_costos_enc_id_cat_articulos_proveedores_costos_enc_fk" FOREIGN KEY ("id_cat_articulos_proveedores_costos_enc") REFERENCES "public"."cat_articulos_proveedores_costos_enc"("id_cat_articulos_proveedores_costos_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articulos_precios_historial" ADD CONSTRAINT "articulos_precios_historial_id_precio_programado_precios_programados_id_precio_programado_fk" FOREIGN KEY ("id_precio_programado") REFERENCES "public"."precios_programados"("id_precio_programado") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "precios_programados" ADD CONSTRAINT "precios_programados_id_cat_articulos_proveedores_costos_enc_cat_articulos_proveedores_costos_enc_id_cat_articulos_proveedores_costos_enc_fk" FOREIGN KEY ("id_cat_articulos_proveedores_costos_enc") REFERENCES "public"."cat_articulos_proveedores_costos_enc"("id_cat_articulos_proveedores_costos_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "articulos_precios_historial_articulo_idx" ON "articulos_precios_historial" USING btree ("cod_articulo_farmasi","aplicado_en");
--> statement-breakpoint
CREATE UNIQUE INDEX "precios_programados_pendiente_uq" ON "precios_programados" USING btree ("id_cat_articulos_proveedores_costos_enc") WHERE "precios_programados"."estatus" = 'P';
--> statement-breakpoint
CREATE INDEX "precios_programados_fecha_idx" ON "precios_programados" USING btree ("fecha_inicio") WHERE "precios_programados"."estatus" = 'P';
