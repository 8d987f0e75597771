CREATE TABLE "cat_banners" (
	"id_cat_banners" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_banners_id_cat_banners_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo_banner" varchar(2) NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"orden" integer NOT NULL,
	"fecha_vigencia_inicio" date NOT NULL,
	"fecha_vigencia_fin" date NOT NULL,
	"id_archivo" integer NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_imagenes_sucursales" (
	"id_cat_imagenes_sucursales" integer PRIMARY KEY NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"id_archivo" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
ALTER TABLE "cat_banners" ADD CONSTRAINT "cat_banners_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_imagenes_sucursales" ADD CONSTRAINT "cat_imagenes_sucursales_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cat_banners_seccion_idx" ON "cat_banners" USING btree ("tipo_banner","tipo","orden");
