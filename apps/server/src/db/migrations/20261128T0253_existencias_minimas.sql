CREATE TABLE "existencias_minimas" (
	"cod_articulo_farmasi" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"existencia_minima" smallint DEFAULT 0 NOT NULL,
	"demanda_individual" smallint DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "existencias_minimas_pk" PRIMARY KEY("cod_articulo_farmasi","cod_sucursal"),
	CONSTRAINT "existencias_minimas_valores_ck" CHECK ("existencias_minimas"."existencia_minima" between 0 and 9999 and "existencias_minimas"."demanda_individual" in (0, 1))
);

--> statement-breakpoint
ALTER TABLE "existencias_minimas" ADD CONSTRAINT "existencias_minimas_articulo_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "existencias_minimas" ADD CONSTRAINT "existencias_minimas_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "existencias_minimas_sucursal_idx" ON "existencias_minimas" USING btree ("cod_sucursal");
