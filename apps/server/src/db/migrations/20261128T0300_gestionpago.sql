ALTER TABLE "facturas_proveedores" ADD COLUMN "cod_sucursal" integer;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_nota_credito" ADD COLUMN "cod_sucursal" integer;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores" ADD CONSTRAINT "facturas_proveedores_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_nota_credito" ADD CONSTRAINT "notas_credito_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
