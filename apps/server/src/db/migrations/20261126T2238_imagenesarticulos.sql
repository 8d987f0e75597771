CREATE TABLE "bar_articulos_imagenes" (
	"id_cat_articulos_imagenes" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bar_articulos_imagenes_id_cat_articulos_imagenes_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cod_articulo" integer NOT NULL,
	"id_archivo" integer NOT NULL,
	"orden" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
ALTER TABLE "bar_articulos_imagenes" ADD CONSTRAINT "bar_art_imagenes_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_articulos_imagenes" ADD CONSTRAINT "bar_art_imagenes_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bar_articulos_imagenes_articulo_idx" ON "bar_articulos_imagenes" USING btree ("cod_articulo","orden");
