CREATE TABLE "proveedores_permitidos_sucursal" (
	"cod_proveedor" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"costo_por_caja" boolean DEFAULT false NOT NULL,
	"iva_incluido" boolean DEFAULT false NOT NULL,
	"decimales" smallint DEFAULT 2 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "proveedores_permitidos_sucursal_pk" PRIMARY KEY("cod_proveedor","cod_sucursal"),
	CONSTRAINT "proveedores_permitidos_sucursal_decimales" CHECK ("proveedores_permitidos_sucursal"."decimales" between 0 and 9)
);

--> statement-breakpoint
ALTER TABLE "proveedores_permitidos_sucursal" ADD CONSTRAINT "proveedores_permitidos_sucursal_proveedor_fk" FOREIGN KEY ("cod_proveedor") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proveedores_permitidos_sucursal" ADD CONSTRAINT "proveedores_permitidos_sucursal_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "proveedores_permitidos_sucursal_sucursal_idx" ON "proveedores_permitidos_sucursal" USING btree ("cod_sucursal");
