CREATE TABLE "cat_proveedores_marcas_orden" (
	"id_cat_proveedores_marcas_enc" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"orden_proveedor" integer NOT NULL,
	CONSTRAINT "cat_proveedores_marcas_orden_pk" PRIMARY KEY("id_cat_proveedores_marcas_enc","cod_articulo")
);

--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_enc" ADD COLUMN "id_archivo_imagen" integer;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD COLUMN "vigencia" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD COLUMN "dias_credito" smallint DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD COLUMN "dias_inventario" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD COLUMN "dias_inventario_default" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_orden" ADD CONSTRAINT "marcas_orden_marca_fk" FOREIGN KEY ("id_cat_proveedores_marcas_enc") REFERENCES "public"."cat_proveedores_marcas_enc"("id_cat_proveedores_marcas_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_orden" ADD CONSTRAINT "marcas_orden_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_enc" ADD CONSTRAINT "cat_proveedores_marcas_enc_id_archivo_imagen_archivos_id_fk" FOREIGN KEY ("id_archivo_imagen") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proveedores_marcas_enc_nombre_uq" ON "cat_proveedores_marcas_enc" USING btree (lower("nombre"));
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proveedores_marcas_det_default_uq" ON "cat_proveedores_marcas_det" USING btree ("id_cat_proveedores_marcas_enc") WHERE "cat_proveedores_marcas_det"."dias_inventario_default";
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD CONSTRAINT "cat_proveedores_marcas_det_dias_ck" CHECK ("cat_proveedores_marcas_det"."vigencia" between 0 and 9 and "cat_proveedores_marcas_det"."dias_credito" between 0 and 999 and "cat_proveedores_marcas_det"."dias_inventario" between 0 and 999);
