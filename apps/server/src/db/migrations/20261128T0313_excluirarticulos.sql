CREATE TABLE "articulos_excluidos_sucursal" (
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "articulos_excluidos_sucursal_pk" PRIMARY KEY("id_cat_proveedores_marcas_det","cod_articulo_farmasi","cod_sucursal")
);

--> statement-breakpoint
ALTER TABLE "articulos_excluidos_sucursal" ADD CONSTRAINT "articulos_excluidos_sucursal_marca_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articulos_excluidos_sucursal" ADD CONSTRAINT "articulos_excluidos_sucursal_articulo_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "articulos_excluidos_sucursal" ADD CONSTRAINT "articulos_excluidos_sucursal_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "articulos_excluidos_sucursal_sucursal_idx" ON "articulos_excluidos_sucursal" USING btree ("cod_sucursal","cod_articulo_farmasi");
