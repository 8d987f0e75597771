CREATE TABLE "cat_servicios_medicos" (
	"id_servicio_medico" serial PRIMARY KEY NOT NULL,
	"servicio" text NOT NULL,
	"tipo" text NOT NULL,
	"costo" numeric(12, 2),
	"fecha_aplicacion" date,
	"costo_pendiente" numeric(12, 2),
	"fecha_pendiente" date,
	"cod_articulo" integer NOT NULL,
	"estatus" text DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_servicios_medicos_tipos" (
	"tipo" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "cat_servicios_medicos" ADD CONSTRAINT "cat_servicios_medicos_tipo_cat_servicios_medicos_tipos_tipo_fk" FOREIGN KEY ("tipo") REFERENCES "public"."cat_servicios_medicos_tipos"("tipo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_servicios_medicos" ADD CONSTRAINT "cat_servicios_medicos_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cat_servicios_medicos_servicio_idx" ON "cat_servicios_medicos" USING btree (lower(f_unaccent("servicio")));
