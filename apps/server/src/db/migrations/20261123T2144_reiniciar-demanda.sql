CREATE TABLE "cat_articulos_reiniciar_demanda" (
	"id_cat_articulos_reiniciar_demanda" serial PRIMARY KEY NOT NULL,
	"cod_articulo" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"fecha_demanda" date NOT NULL,
	"id_usuario" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE UNIQUE INDEX "cat_articulos_reiniciar_demanda_uq" ON "cat_articulos_reiniciar_demanda" USING btree ("cod_articulo","cod_sucursal");
--> statement-breakpoint
CREATE INDEX "cat_articulos_reiniciar_demanda_sucursal_idx" ON "cat_articulos_reiniciar_demanda" USING btree ("cod_sucursal");
--> statement-breakpoint
ALTER TABLE "cat_articulos_reiniciar_demanda" ADD CONSTRAINT "cat_articulos_reiniciar_demanda_cod_articulo_cat_articulos_difarmer_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos_difarmer"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_reiniciar_demanda" ADD CONSTRAINT "cat_articulos_reiniciar_demanda_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_reiniciar_demanda" ADD CONSTRAINT "cat_articulos_reiniciar_demanda_id_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
