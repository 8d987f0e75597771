CREATE TABLE "cat_cuentas_contables" (
	"id_cat_cuentas_contables" serial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"cuenta_efectivo" text DEFAULT '' NOT NULL,
	"cuenta_tasa_gral" text DEFAULT '' NOT NULL,
	"cuenta_tasa0" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_cuentas_contables_cod_sucursal_unique" UNIQUE("cod_sucursal"),
	CONSTRAINT "cat_cuentas_contables_efectivo_formato" CHECK (cuenta_efectivo = '' OR cuenta_efectivo ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$'),
	CONSTRAINT "cat_cuentas_contables_tasa_gral_formato" CHECK (cuenta_tasa_gral = '' OR cuenta_tasa_gral ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$'),
	CONSTRAINT "cat_cuentas_contables_tasa0_formato" CHECK (cuenta_tasa0 = '' OR cuenta_tasa0 ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$')
);

--> statement-breakpoint
CREATE TABLE "cat_empresas" (
	"id_cat_empresa" smallint PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"cuenta" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_empresas_cuenta_formato" CHECK (cuenta = '' OR cuenta ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$')
);

--> statement-breakpoint
ALTER TABLE "cat_cuentas_contables" ADD CONSTRAINT "cat_cuentas_contables_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
