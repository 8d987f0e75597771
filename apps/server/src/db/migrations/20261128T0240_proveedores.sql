CREATE TABLE "cat_bancos" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_areas" (
	"id_cat_proveedores_marcas_areas" integer PRIMARY KEY NOT NULL,
	"area" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_cuentas" (
	"id_cat_proveedores_marcas_cuentas" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"banco" integer NOT NULL,
	"cuenta" text NOT NULL,
	"nombre_cuenta" text NOT NULL,
	"cuenta_principal" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_det_contacto" (
	"id_cat_proveedores_marcas_det_contacto" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"id_cat_proveedores_marcas_areas" integer NOT NULL,
	"cargo_de_area" text NOT NULL,
	"nombre_contacto" text NOT NULL,
	"correo" text NOT NULL,
	"telefono" text NOT NULL,
	"confirmar_pago_correo" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "facturas_proveedores" (
	"id_facturas_proveedores" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"folio_factura" integer NOT NULL,
	"serie" text DEFAULT '' NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"fecha_subida" timestamp with time zone NOT NULL,
	"fecha_factura" date NOT NULL,
	"estatus" text NOT NULL,
	"id_pedido_proveedor_enc" integer,
	"id_facturas_proveedores_pago_enc" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "facturas_proveedores_importe" CHECK ("facturas_proveedores"."importe" > 0)
);

--> statement-breakpoint
CREATE TABLE "facturas_proveedores_nota_credito" (
	"id_facturas_proveedores_nota_credito" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"folio" integer NOT NULL,
	"serie" text DEFAULT '' NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"fecha_carga" timestamp with time zone NOT NULL,
	"fecha_nota" date NOT NULL,
	"estatus" text NOT NULL,
	"id_facturas_proveedores_pago_enc" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "facturas_proveedores_nota_credito_importe" CHECK ("facturas_proveedores_nota_credito"."importe" > 0)
);

--> statement-breakpoint
CREATE TABLE "facturas_proveedores_pago_enc" (
	"id_facturas_proveedores_pago_enc" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	"total_facturas" numeric(14, 2) NOT NULL,
	"total_notas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"estatus" text DEFAULT 'PP' NOT NULL,
	"id_cat_proveedores_marcas_cuentas" integer,
	"id_archivo_comprobante" integer,
	"fecha_notificacion" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "facturas_proveedores_pago_enc_estatus" CHECK ("facturas_proveedores_pago_enc"."estatus" in ('PP', 'P')),
	CONSTRAINT "facturas_proveedores_pago_enc_importe" CHECK ("facturas_proveedores_pago_enc"."importe" = "facturas_proveedores_pago_enc"."total_facturas" - "facturas_proveedores_pago_enc"."total_notas")
);

--> statement-breakpoint
CREATE TABLE "pedidos_proveedor_det" (
	"id_pedido_proveedor_det" serial PRIMARY KEY NOT NULL,
	"id_pedido_proveedor_enc" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"tasa_iva" numeric(5, 4) DEFAULT '0.16' NOT NULL,
	"tasa_ieps" numeric(5, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "pedidos_proveedor_det_cantidad" CHECK ("pedidos_proveedor_det"."cantidad" > 0 and "pedidos_proveedor_det"."costo" >= 0)
);

--> statement-breakpoint
CREATE TABLE "pedidos_proveedor_enc" (
	"id_pedido_proveedor_enc" serial PRIMARY KEY NOT NULL,
	"folio_pedido_proveedor" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"fecha_pedido" timestamp with time zone NOT NULL,
	"estatus" text NOT NULL,
	"cajero" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "proveedores_documentos_estatus" (
	"tipo" text NOT NULL,
	"estatus" text NOT NULL,
	"descripcion" text NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"relevante" boolean DEFAULT true NOT NULL,
	CONSTRAINT "proveedores_documentos_estatus_tipo_estatus_pk" PRIMARY KEY("tipo","estatus"),
	CONSTRAINT "proveedores_documentos_estatus_tipo" CHECK ("proveedores_documentos_estatus"."tipo" in ('F', 'N', 'P'))
);

--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_cuentas" ADD CONSTRAINT "cuentas_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_cuentas" ADD CONSTRAINT "cuentas_banco_fk" FOREIGN KEY ("banco") REFERENCES "public"."cat_bancos"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det_contacto" ADD CONSTRAINT "contactos_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det_contacto" ADD CONSTRAINT "contactos_area_fk" FOREIGN KEY ("id_cat_proveedores_marcas_areas") REFERENCES "public"."cat_proveedores_marcas_areas"("id_cat_proveedores_marcas_areas") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores" ADD CONSTRAINT "facturas_proveedores_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores" ADD CONSTRAINT "facturas_proveedores_pedido_fk" FOREIGN KEY ("id_pedido_proveedor_enc") REFERENCES "public"."pedidos_proveedor_enc"("id_pedido_proveedor_enc") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores" ADD CONSTRAINT "facturas_proveedores_pago_fk" FOREIGN KEY ("id_facturas_proveedores_pago_enc") REFERENCES "public"."facturas_proveedores_pago_enc"("id_facturas_proveedores_pago_enc") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_nota_credito" ADD CONSTRAINT "notas_credito_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_nota_credito" ADD CONSTRAINT "notas_credito_pago_fk" FOREIGN KEY ("id_facturas_proveedores_pago_enc") REFERENCES "public"."facturas_proveedores_pago_enc"("id_facturas_proveedores_pago_enc") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_pago_enc" ADD CONSTRAINT "pagos_proveedor_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_pago_enc" ADD CONSTRAINT "pagos_proveedor_cuenta_fk" FOREIGN KEY ("id_cat_proveedores_marcas_cuentas") REFERENCES "public"."cat_proveedores_marcas_cuentas"("id_cat_proveedores_marcas_cuentas") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_proveedores_pago_enc" ADD CONSTRAINT "pagos_proveedor_comprobante_fk" FOREIGN KEY ("id_archivo_comprobante") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pedidos_proveedor_det" ADD CONSTRAINT "pedidos_proveedor_det_enc_fk" FOREIGN KEY ("id_pedido_proveedor_enc") REFERENCES "public"."pedidos_proveedor_enc"("id_pedido_proveedor_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pedidos_proveedor_det" ADD CONSTRAINT "pedidos_proveedor_det_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pedidos_proveedor_enc" ADD CONSTRAINT "pedidos_proveedor_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pedidos_proveedor_enc" ADD CONSTRAINT "pedidos_proveedor_det_marca_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cat_proveedores_marcas_cuentas_det_idx" ON "cat_proveedores_marcas_cuentas" USING btree ("id_cat_proveedores_marcas_det");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proveedores_marcas_cuentas_principal_uq" ON "cat_proveedores_marcas_cuentas" USING btree ("id_cat_proveedores_marcas_det") WHERE "cat_proveedores_marcas_cuentas"."cuenta_principal";
--> statement-breakpoint
CREATE INDEX "cat_proveedores_marcas_det_contacto_det_idx" ON "cat_proveedores_marcas_det_contacto" USING btree ("id_cat_proveedores_marcas_det");
--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_proveedores_folio_uq" ON "facturas_proveedores" USING btree ("id_cat_proveedores_marcas_det","serie","folio_factura");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_subida_idx" ON "facturas_proveedores" USING btree ("fecha_subida");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_factura_idx" ON "facturas_proveedores" USING btree ("fecha_factura");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_estatus_idx" ON "facturas_proveedores" USING btree ("estatus");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_pago_idx" ON "facturas_proveedores" USING btree ("id_facturas_proveedores_pago_enc");
--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_proveedores_nota_credito_folio_uq" ON "facturas_proveedores_nota_credito" USING btree ("id_cat_proveedores_marcas_det","serie","folio");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_nota_credito_estatus_idx" ON "facturas_proveedores_nota_credito" USING btree ("estatus");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_nota_credito_pago_idx" ON "facturas_proveedores_nota_credito" USING btree ("id_facturas_proveedores_pago_enc");
--> statement-breakpoint
CREATE INDEX "facturas_proveedores_pago_enc_fecha_idx" ON "facturas_proveedores_pago_enc" USING btree ("fecha_pago");
--> statement-breakpoint
CREATE INDEX "pedidos_proveedor_det_enc_idx" ON "pedidos_proveedor_det" USING btree ("id_pedido_proveedor_enc");
--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_proveedor_enc_folio_uq" ON "pedidos_proveedor_enc" USING btree ("folio_pedido_proveedor");
--> statement-breakpoint
CREATE INDEX "pedidos_proveedor_enc_fecha_idx" ON "pedidos_proveedor_enc" USING btree ("fecha_pedido");
