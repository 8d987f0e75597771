CREATE TABLE "cat_dias_inventario_familia" (
	"cod_sucursal" integer NOT NULL,
	"cod_familia" integer NOT NULL,
	"dias_inventario" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_dias_inv_familia_pk" PRIMARY KEY("cod_sucursal","cod_familia"),
	CONSTRAINT "cat_dias_inv_familia_dias" CHECK ("cat_dias_inventario_familia"."dias_inventario" between 1 and 9999)
);

--> statement-breakpoint
ALTER TABLE "cat_dias_inventario_familia" ADD CONSTRAINT "cat_dias_inv_familia_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_dias_inventario_familia" ADD CONSTRAINT "cat_dias_inv_familia_familia_fk" FOREIGN KEY ("cod_familia") REFERENCES "public"."cat_familias"("codigo") ON DELETE no action ON UPDATE no action;
