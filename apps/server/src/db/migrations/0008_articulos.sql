CREATE SEQUENCE "public"."cat_articulos_cod_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 900001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cat_articulos" (
	"cod_articulo_farmasi" integer PRIMARY KEY DEFAULT nextval('cat_articulos_cod_seq') NOT NULL,
	"cod_articulo" integer,
	"solo_farmasi" boolean DEFAULT false NOT NULL,
	"descripcion" text NOT NULL,
	"descripcion_farmasi" text NOT NULL,
	"estatus" text DEFAULT 'A' NOT NULL,
	"alto" numeric(10, 2) DEFAULT '0' NOT NULL,
	"ancho" numeric(10, 2) DEFAULT '0' NOT NULL,
	"fondo" numeric(10, 2) DEFAULT '0' NOT NULL,
	"colectivo" integer DEFAULT 0 NOT NULL,
	"ultimo_costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"iva" boolean DEFAULT false NOT NULL,
	"ieps" boolean DEFAULT false NOT NULL,
	"fecha_caducidad" boolean DEFAULT false NOT NULL,
	"codigo_sat" text DEFAULT '01010101' NOT NULL,
	"registro_ssa" text DEFAULT '' NOT NULL,
	"fraccion" text DEFAULT '' NOT NULL,
	"cod_formula" integer,
	"cod_laboratorio" integer,
	"cod_linea" integer,
	"cod_familia" integer,
	"cod_forma_farmaceutica" integer,
	"cod_generico" integer,
	"cod_proveedor" integer,
	"cod_medida" integer,
	"gotas_ml" numeric(10, 2) DEFAULT '0' NOT NULL,
	"forma_administracion" integer,
	"presentacion" text DEFAULT '' NOT NULL,
	"unidad_compra_prov" integer DEFAULT 1 NOT NULL,
	"unidad_vta_fcia" integer DEFAULT 1 NOT NULL,
	"proveedor_default" integer,
	"id_cat_proveedores_marcas_enc" integer,
	"articulo_recarga" boolean DEFAULT false NOT NULL,
	"recarga_proveedor" integer,
	"recarga_compania" integer,
	"recarga_tipo_producto" integer,
	"recarga_sku" text DEFAULT '' NOT NULL,
	"recarga_importe" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recarga_descripcion" text DEFAULT '' NOT NULL,
	"recarga_caracteristica" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_articulos_cod_barras" (
	"cod_barras" text PRIMARY KEY NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"tipo" text DEFAULT 'F' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_articulos_difarmer" (
	"cod_articulo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"estatus" text DEFAULT 'ACTIVO' NOT NULL,
	"cod_barras" text DEFAULT '' NOT NULL,
	"formula_codigo" integer DEFAULT 0 NOT NULL,
	"formula" text DEFAULT '' NOT NULL,
	"laboratorio_codigo" integer DEFAULT 0 NOT NULL,
	"laboratorio" text DEFAULT '' NOT NULL,
	"linea_codigo" integer DEFAULT 0 NOT NULL,
	"linea" text DEFAULT '' NOT NULL,
	"forma_farmaceutica_codigo" integer DEFAULT 0 NOT NULL,
	"forma_farmaceutica" text DEFAULT '' NOT NULL,
	"proveedor_codigo" integer DEFAULT 0 NOT NULL,
	"proveedor" text DEFAULT '' NOT NULL,
	"clasificacion_codigo" integer DEFAULT 0 NOT NULL,
	"clasificacion" text DEFAULT '' NOT NULL,
	"iva" boolean DEFAULT false NOT NULL,
	"ieps" boolean DEFAULT false NOT NULL,
	"ultimo_costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"codigo_sat" text DEFAULT '01010101' NOT NULL,
	"registro_ssa" text DEFAULT '' NOT NULL,
	"fraccion" text DEFAULT '' NOT NULL,
	"pendiente" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_articulos_estatus" (
	"estatus" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_articulos_proveedores_costos_det" (
	"id_cat_articulos_proveedores_costos_enc" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	CONSTRAINT "cat_art_prov_costos_det_pk" PRIMARY KEY("id_cat_articulos_proveedores_costos_enc","cod_sucursal")
);
--> statement-breakpoint
CREATE TABLE "cat_articulos_proveedores_costos_enc" (
	"id_cat_articulos_proveedores_costos_enc" serial PRIMARY KEY NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"precio_mayoreo" numeric(12, 2) NOT NULL,
	"precio_publico" numeric(12, 2) NOT NULL,
	"precio_global" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_familias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_formas_administracion" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_formulas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"desglozar" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_genericos" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"cod_formula" integer,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_grupo_productos" (
	"cod_articulo_farmasi" integer PRIMARY KEY NOT NULL,
	"cod_formula" integer NOT NULL,
	"grupo" integer NOT NULL,
	"articulo_principal" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_laboratorios" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_lineas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_medidas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"cod_presentacion" integer NOT NULL,
	"descripcion" text NOT NULL,
	"aplicar" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_presentaciones" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_proveedores" (
	"cod_proveedor" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"rfc" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_det" (
	"id_cat_proveedores_marcas_det" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_enc" integer NOT NULL,
	"cod_proveedor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_enc" (
	"id_cat_proveedores_marcas_enc" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_recargas_companias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_recargas_proveedores" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_recargas_tipos_producto" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "existencias" (
	"cod_sucursal" integer NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"existencia" integer DEFAULT 0 NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "existencias_cod_articulo_farmasi_cod_sucursal_pk" PRIMARY KEY("cod_articulo_farmasi","cod_sucursal")
);
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_articulo_cat_articulos_difarmer_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos_difarmer"("cod_articulo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_estatus_cat_articulos_estatus_estatus_fk" FOREIGN KEY ("estatus") REFERENCES "public"."cat_articulos_estatus"("estatus") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_laboratorio_cat_laboratorios_codigo_fk" FOREIGN KEY ("cod_laboratorio") REFERENCES "public"."cat_laboratorios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_linea_cat_lineas_codigo_fk" FOREIGN KEY ("cod_linea") REFERENCES "public"."cat_lineas"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_familia_cat_familias_codigo_fk" FOREIGN KEY ("cod_familia") REFERENCES "public"."cat_familias"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_forma_farmaceutica_cat_presentaciones_codigo_fk" FOREIGN KEY ("cod_forma_farmaceutica") REFERENCES "public"."cat_presentaciones"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_generico_cat_genericos_codigo_fk" FOREIGN KEY ("cod_generico") REFERENCES "public"."cat_genericos"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_proveedor_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("cod_proveedor") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_medida_cat_medidas_codigo_fk" FOREIGN KEY ("cod_medida") REFERENCES "public"."cat_medidas"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_forma_administracion_cat_formas_administracion_codigo_fk" FOREIGN KEY ("forma_administracion") REFERENCES "public"."cat_formas_administracion"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_proveedor_default_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("proveedor_default") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_id_cat_proveedores_marcas_enc_cat_proveedores_marcas_enc_id_cat_proveedores_marcas_enc_fk" FOREIGN KEY ("id_cat_proveedores_marcas_enc") REFERENCES "public"."cat_proveedores_marcas_enc"("id_cat_proveedores_marcas_enc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_proveedor_cat_recargas_proveedores_codigo_fk" FOREIGN KEY ("recarga_proveedor") REFERENCES "public"."cat_recargas_proveedores"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_compania_cat_recargas_companias_codigo_fk" FOREIGN KEY ("recarga_compania") REFERENCES "public"."cat_recargas_companias"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_tipo_producto_cat_recargas_tipos_producto_codigo_fk" FOREIGN KEY ("recarga_tipo_producto") REFERENCES "public"."cat_recargas_tipos_producto"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos_cod_barras" ADD CONSTRAINT "cat_articulos_cod_barras_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_det" ADD CONSTRAINT "cat_articulos_proveedores_costos_det_id_cat_articulos_proveedores_costos_enc_cat_articulos_proveedores_costos_enc_id_cat_articulos_proveedores_costos_enc_fk" FOREIGN KEY ("id_cat_articulos_proveedores_costos_enc") REFERENCES "public"."cat_articulos_proveedores_costos_enc"("id_cat_articulos_proveedores_costos_enc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_det" ADD CONSTRAINT "cat_articulos_proveedores_costos_det_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_enc" ADD CONSTRAINT "cat_articulos_proveedores_costos_enc_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_enc" ADD CONSTRAINT "cat_articulos_proveedores_costos_enc_id_cat_proveedores_marcas_det_cat_proveedores_marcas_det_id_cat_proveedores_marcas_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_genericos" ADD CONSTRAINT "cat_genericos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupo_productos" ADD CONSTRAINT "cat_grupo_productos_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupo_productos" ADD CONSTRAINT "cat_grupo_productos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_medidas" ADD CONSTRAINT "cat_medidas_cod_presentacion_cat_presentaciones_codigo_fk" FOREIGN KEY ("cod_presentacion") REFERENCES "public"."cat_presentaciones"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD CONSTRAINT "cat_proveedores_marcas_det_id_cat_proveedores_marcas_enc_cat_proveedores_marcas_enc_id_cat_proveedores_marcas_enc_fk" FOREIGN KEY ("id_cat_proveedores_marcas_enc") REFERENCES "public"."cat_proveedores_marcas_enc"("id_cat_proveedores_marcas_enc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD CONSTRAINT "cat_proveedores_marcas_det_cod_proveedor_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("cod_proveedor") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cat_articulos_cod_articulo_uq" ON "cat_articulos" USING btree ("cod_articulo");--> statement-breakpoint
CREATE INDEX "cat_articulos_desc_trgm" ON "cat_articulos" USING gin (lower("descripcion_farmasi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_articulos_formula_idx" ON "cat_articulos" USING btree ("cod_formula");--> statement-breakpoint
CREATE INDEX "cat_articulos_cod_barras_art_idx" ON "cat_articulos_cod_barras" USING btree ("cod_articulo_farmasi");--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pendiente_idx" ON "cat_articulos_difarmer" USING btree ("descripcion","cod_articulo") WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pend_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower("descripcion") gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_formula_trgm" ON "cat_articulos_difarmer" USING gin (lower("formula") gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE UNIQUE INDEX "cat_art_prov_costos_uq" ON "cat_articulos_proveedores_costos_enc" USING btree ("cod_articulo_farmasi","id_cat_proveedores_marcas_det");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_art_prov_costos_global_uq" ON "cat_articulos_proveedores_costos_enc" USING btree ("cod_articulo_farmasi") WHERE "cat_articulos_proveedores_costos_enc"."precio_global";--> statement-breakpoint
CREATE INDEX "cat_familias_desc_trgm" ON "cat_familias" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_formas_administracion_desc_trgm" ON "cat_formas_administracion" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_formulas_desc_trgm" ON "cat_formulas" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_genericos_desc_trgm" ON "cat_genericos" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_genericos_formula_idx" ON "cat_genericos" USING btree ("cod_formula");--> statement-breakpoint
CREATE INDEX "cat_grupo_productos_formula_idx" ON "cat_grupo_productos" USING btree ("cod_formula","grupo");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupo_productos_principal_uq" ON "cat_grupo_productos" USING btree ("cod_formula","grupo") WHERE "cat_grupo_productos"."articulo_principal";--> statement-breakpoint
CREATE INDEX "cat_laboratorios_desc_trgm" ON "cat_laboratorios" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_lineas_desc_trgm" ON "cat_lineas" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_medidas_presentacion_idx" ON "cat_medidas" USING btree ("cod_presentacion");--> statement-breakpoint
CREATE INDEX "cat_presentaciones_desc_trgm" ON "cat_presentaciones" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_proveedores_nombre_trgm" ON "cat_proveedores" USING gin (lower("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proveedores_marcas_det_uq" ON "cat_proveedores_marcas_det" USING btree ("id_cat_proveedores_marcas_enc","cod_proveedor");--> statement-breakpoint
CREATE INDEX "cat_recargas_companias_desc_trgm" ON "cat_recargas_companias" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_recargas_proveedores_desc_trgm" ON "cat_recargas_proveedores" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_recargas_tipos_producto_desc_trgm" ON "cat_recargas_tipos_producto" USING gin (lower("descripcion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "existencias_articulo_idx" ON "existencias" USING btree ("cod_articulo_farmasi");