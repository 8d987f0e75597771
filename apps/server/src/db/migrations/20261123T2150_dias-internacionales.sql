CREATE TABLE "cat_dias_internacionales" (
	"id_cat_dias_internacionales" serial PRIMARY KEY NOT NULL,
	"fecha" text NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"descripcion" text NOT NULL,
	"fecha_inicio" text NOT NULL,
	"fecha_fin" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_dias_internacionales_dia_mes" CHECK ("cat_dias_internacionales"."fecha" ~ '^[0-1][0-9]-[0-3][0-9]$' and "cat_dias_internacionales"."fecha_inicio" ~ '^[0-1][0-9]-[0-3][0-9]$' and "cat_dias_internacionales"."fecha_fin" ~ '^[0-1][0-9]-[0-3][0-9]$')
);

--> statement-breakpoint
CREATE INDEX "cat_dias_internacionales_fecha_idx" ON "cat_dias_internacionales" USING btree ("fecha");
