CREATE TABLE "cat_antibioticos_domicilios" (
	"id_cat_antibioticos_domicilios" serial PRIMARY KEY NOT NULL,
	"id_cat_antibioticos_medicos" integer NOT NULL,
	"calle" text NOT NULL,
	"num_exterior" text DEFAULT '' NOT NULL,
	"num_interior" text DEFAULT '' NOT NULL,
	"colonia" text DEFAULT '' NOT NULL,
	"cp" text DEFAULT '' NOT NULL,
	"municipio" text DEFAULT '' NOT NULL,
	"cod_estado" integer NOT NULL,
	"pais" text DEFAULT 'México' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_antibioticos_medicos" (
	"id_cat_antibioticos_medicos" serial PRIMARY KEY NOT NULL,
	"cedula" text NOT NULL,
	"ssa" text DEFAULT '0' NOT NULL,
	"nombre" text NOT NULL,
	"apellido_paterno" text DEFAULT '' NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_estados" (
	"cod_estado" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	CONSTRAINT "cat_estados_descripcion_unique" UNIQUE("descripcion")
);
--> statement-breakpoint
ALTER TABLE "cat_antibioticos_domicilios" ADD CONSTRAINT "cat_antibioticos_domicilios_id_cat_antibioticos_medicos_cat_antibioticos_medicos_id_cat_antibioticos_medicos_fk" FOREIGN KEY ("id_cat_antibioticos_medicos") REFERENCES "public"."cat_antibioticos_medicos"("id_cat_antibioticos_medicos") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_antibioticos_domicilios" ADD CONSTRAINT "cat_antibioticos_domicilios_cod_estado_cat_estados_cod_estado_fk" FOREIGN KEY ("cod_estado") REFERENCES "public"."cat_estados"("cod_estado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cat_antibioticos_domicilios_medico_idx" ON "cat_antibioticos_domicilios" USING btree ("id_cat_antibioticos_medicos");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_antibioticos_medicos_cedula_uq" ON "cat_antibioticos_medicos" USING btree ("cedula");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_antibioticos_medicos_ssa_uq" ON "cat_antibioticos_medicos" USING btree ("ssa") WHERE "cat_antibioticos_medicos"."ssa" <> '0';