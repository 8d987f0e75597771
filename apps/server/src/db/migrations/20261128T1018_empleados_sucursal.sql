CREATE TABLE "empleados_sucursal" (
	"cod_empleado" integer PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
ALTER TABLE "empleados_sucursal" ADD CONSTRAINT "empleados_sucursal_empleado_fk" FOREIGN KEY ("cod_empleado") REFERENCES "public"."empleados"("cod_empleado") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "empleados_sucursal" ADD CONSTRAINT "empleados_sucursal_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
