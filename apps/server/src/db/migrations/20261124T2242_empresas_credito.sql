CREATE TABLE "cat_regimenes_fiscales" (
	"regimen_fiscal" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"fisica" boolean NOT NULL,
	"moral" boolean NOT NULL
);

--> statement-breakpoint
CREATE TABLE "clientes_credito" (
	"cod_cliente" serial PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"nombre" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"publico_general" boolean DEFAULT false NOT NULL,
	"empresa_credito" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "clientes_credito_correos" (
	"id_correo" serial PRIMARY KEY NOT NULL,
	"cod_cliente" integer NOT NULL,
	"correo" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "clientes_credito_domicilios" (
	"id_domicilio" serial PRIMARY KEY NOT NULL,
	"cod_cliente" integer NOT NULL,
	"calle" text NOT NULL,
	"colonia" text NOT NULL,
	"num_exterior" text NOT NULL,
	"num_interior" text DEFAULT '' NOT NULL,
	"localidad" text DEFAULT '' NOT NULL,
	"municipio" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT '' NOT NULL,
	"cod_postal" char(5) NOT NULL,
	CONSTRAINT "clientes_credito_domicilios_cod_cliente_unique" UNIQUE("cod_cliente")
);

--> statement-breakpoint
ALTER TABLE "clientes_credito" ADD CONSTRAINT "clientes_credito_regimen_fiscal_cat_regimenes_fiscales_regimen_fiscal_fk" FOREIGN KEY ("regimen_fiscal") REFERENCES "public"."cat_regimenes_fiscales"("regimen_fiscal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clientes_credito_correos" ADD CONSTRAINT "clientes_credito_correos_cod_cliente_clientes_credito_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."clientes_credito"("cod_cliente") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clientes_credito_domicilios" ADD CONSTRAINT "clientes_credito_domicilios_cod_cliente_clientes_credito_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."clientes_credito"("cod_cliente") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_credito_rfc_uq" ON "clientes_credito" USING btree ("rfc");
--> statement-breakpoint
CREATE INDEX "clientes_credito_nombre_trgm" ON "clientes_credito" USING gin (lower(f_unaccent("nombre")) gin_trgm_ops);
