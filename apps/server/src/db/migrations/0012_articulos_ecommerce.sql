CREATE TABLE "bar_ecommerce_opciones" (
	"id_opcion" smallint PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_ecommerce_principal" (
	"id_principal" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"maneja_variantes" boolean NOT NULL,
	"id_opcion" smallint,
	"cod_articulo" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_ecommerce_variantes" (
	"id_variante" serial PRIMARY KEY NOT NULL,
	"id_principal" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"descripcion_variante" text NOT NULL,
	"valor_variante" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
ALTER TABLE "bar_ecommerce_principal" ADD CONSTRAINT "bar_ecommerce_principal_id_opcion_bar_ecommerce_opciones_id_opcion_fk" FOREIGN KEY ("id_opcion") REFERENCES "public"."bar_ecommerce_opciones"("id_opcion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_ecommerce_principal" ADD CONSTRAINT "bar_ecommerce_principal_cod_articulo_bar_articulos_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_ecommerce_variantes" ADD CONSTRAINT "bar_ecommerce_variantes_id_principal_bar_ecommerce_principal_id_principal_fk" FOREIGN KEY ("id_principal") REFERENCES "public"."bar_ecommerce_principal"("id_principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_ecommerce_variantes" ADD CONSTRAINT "bar_ecommerce_variantes_cod_articulo_bar_articulos_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_principal_desc_uq" ON "bar_ecommerce_principal" USING btree (lower("descripcion"));--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_principal_articulo_uq" ON "bar_ecommerce_principal" USING btree ("cod_articulo");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_variantes_articulo_uq" ON "bar_ecommerce_variantes" USING btree ("cod_articulo");--> statement-breakpoint
CREATE INDEX "bar_ecommerce_variantes_principal_idx" ON "bar_ecommerce_variantes" USING btree ("id_principal");