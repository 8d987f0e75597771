CREATE TABLE "bar_articulos" (
	"cod_articulo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"cod_barras" text NOT NULL,
	"id_categoria" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_categorias" (
	"id_categoria" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"id_seccion" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_departamentos" (
	"id_departamento" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_dias_descuento" (
	"cod_promocion" serial PRIMARY KEY NOT NULL,
	"nom_promocion" text NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"lunes" smallint DEFAULT 0 NOT NULL,
	"martes" smallint DEFAULT 0 NOT NULL,
	"miercoles" smallint DEFAULT 0 NOT NULL,
	"jueves" smallint DEFAULT 0 NOT NULL,
	"viernes" smallint DEFAULT 0 NOT NULL,
	"sabado" smallint DEFAULT 0 NOT NULL,
	"domingo" smallint DEFAULT 0 NOT NULL,
	"descuento" numeric(5, 2) NOT NULL,
	"fecha_vigencia_inicio" date NOT NULL,
	"fecha_vigencia_final" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_exclusiones_descuento" (
	"id_exclusion" serial PRIMARY KEY NOT NULL,
	"tipo" char(1) NOT NULL,
	"id" integer NOT NULL,
	"estatus" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "bar_secciones" (
	"id_seccion" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"id_departamento" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
ALTER TABLE "bar_articulos" ADD CONSTRAINT "bar_articulos_id_categoria_bar_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."bar_categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_categorias" ADD CONSTRAINT "bar_categorias_id_seccion_bar_secciones_id_seccion_fk" FOREIGN KEY ("id_seccion") REFERENCES "public"."bar_secciones"("id_seccion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_dias_descuento" ADD CONSTRAINT "bar_dias_descuento_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_secciones" ADD CONSTRAINT "bar_secciones_id_departamento_bar_departamentos_id_departamento_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."bar_departamentos"("id_departamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bar_articulos_categoria_idx" ON "bar_articulos" USING btree ("id_categoria");--> statement-breakpoint
CREATE INDEX "bar_articulos_cod_barras_idx" ON "bar_articulos" USING btree ("cod_barras");--> statement-breakpoint
CREATE INDEX "bar_articulos_descripcion_trgm" ON "bar_articulos" USING gin ("descripcion" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bar_categorias_descripcion_uq" ON "bar_categorias" USING btree ("id_seccion",lower("descripcion"));--> statement-breakpoint
CREATE UNIQUE INDEX "bar_departamentos_descripcion_uq" ON "bar_departamentos" USING btree (lower("descripcion"));--> statement-breakpoint
CREATE INDEX "bar_dias_descuento_sucursal_idx" ON "bar_dias_descuento" USING btree ("cod_sucursal","fecha_vigencia_final");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_exclusiones_activa_uq" ON "bar_exclusiones_descuento" USING btree ("tipo","id") WHERE "bar_exclusiones_descuento"."estatus" = 'A';--> statement-breakpoint
CREATE UNIQUE INDEX "bar_secciones_descripcion_uq" ON "bar_secciones" USING btree ("id_departamento",lower("descripcion"));