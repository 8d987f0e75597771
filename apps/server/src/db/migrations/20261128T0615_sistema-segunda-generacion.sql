CREATE TABLE "cat_sistemas" (
	"id_cat_sistemas" serial PRIMARY KEY NOT NULL,
	"abreviatura" text NOT NULL,
	"nombre" text NOT NULL,
	"version_productiva_xml" text NOT NULL,
	"version_beta_xml" text DEFAULT '' NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "sucursales_v20" (
	"cod_sucursal" integer PRIMARY KEY NOT NULL,
	"fecha_instalacion" date NOT NULL,
	"prefijo" text NOT NULL,
	"telefono" text NOT NULL,
	"fecha_ultima_conexion" timestamp with time zone,
	"fecha_ultima_existencia" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "sucursales_v20_sistemas" (
	"cod_sucursal" integer NOT NULL,
	"id_cat_sistemas" integer NOT NULL,
	"version_productiva" text DEFAULT '' NOT NULL,
	"version_beta" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "sucursales_v20_sistemas_cod_sucursal_id_cat_sistemas_pk" PRIMARY KEY("cod_sucursal","id_cat_sistemas")
);

--> statement-breakpoint
CREATE TABLE "sucursales_v20_solicitudes_articulos" (
	"id_solicitud" bigserial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"estatus" char(1) DEFAULT 'P' NOT NULL,
	"solicitado_por" integer,
	"solicitado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"atendido_en" timestamp with time zone,
	CONSTRAINT "sucursales_v20_solicitudes_estatus" CHECK ("sucursales_v20_solicitudes_articulos"."estatus" in ('P', 'A', 'C'))
);

--> statement-breakpoint
ALTER TABLE "sucursales_v20" ADD CONSTRAINT "sucursales_v20_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sucursales_v20_sistemas" ADD CONSTRAINT "sucursales_v20_sistemas_cod_sucursal_sucursales_v20_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."sucursales_v20"("cod_sucursal") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sucursales_v20_sistemas" ADD CONSTRAINT "sucursales_v20_sistemas_id_cat_sistemas_cat_sistemas_id_cat_sistemas_fk" FOREIGN KEY ("id_cat_sistemas") REFERENCES "public"."cat_sistemas"("id_cat_sistemas") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sucursales_v20_solicitudes_articulos" ADD CONSTRAINT "sucursales_v20_solicitudes_articulos_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_sistemas_abreviatura_uq" ON "cat_sistemas" USING btree (lower("abreviatura"));
--> statement-breakpoint
CREATE UNIQUE INDEX "sucursales_v20_prefijo_uq" ON "sucursales_v20" USING btree ("prefijo");
--> statement-breakpoint
CREATE UNIQUE INDEX "sucursales_v20_solicitudes_pendiente_uq" ON "sucursales_v20_solicitudes_articulos" USING btree ("cod_sucursal") WHERE "sucursales_v20_solicitudes_articulos"."estatus" = 'P';
--> statement-breakpoint
CREATE INDEX "sucursales_v20_solicitudes_sucursal_idx" ON "sucursales_v20_solicitudes_articulos" USING btree ("cod_sucursal","solicitado_en");
