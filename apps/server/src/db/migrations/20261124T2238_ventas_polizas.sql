CREATE TABLE "ventas_cortes" (
	"cod_sucursal" integer NOT NULL,
	"id_cat_empresa" smallint NOT NULL,
	"fecha" date NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"venta_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"venta_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuento_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuento_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devolucion_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devolucion_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devolucion_iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devolucion_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devolucion_costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"origen" text DEFAULT 'tickets' NOT NULL,
	CONSTRAINT "ventas_cortes_id_cat_empresa_fecha_cod_sucursal_pk" PRIMARY KEY("id_cat_empresa","fecha","cod_sucursal"),
	CONSTRAINT "ventas_cortes_total_cuadra" CHECK (total = venta_tasa_gral + venta_tasa0 + iva),
	CONSTRAINT "ventas_cortes_devolucion_cuadra" CHECK (devolucion_total = devolucion_tasa_gral + devolucion_tasa0 + devolucion_iva),
	CONSTRAINT "ventas_cortes_origen" CHECK (origen IN ('tickets', 'corte'))
);

--> statement-breakpoint
CREATE TABLE "ventas_devoluciones" (
	"id_venta_devolucion" bigserial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"id_cat_empresa" smallint NOT NULL,
	"fecha" date NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"caja" smallint NOT NULL,
	"folio" integer NOT NULL,
	"id_venta_ticket" bigint,
	"venta_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"venta_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ventas_devoluciones_total_cuadra" CHECK (total = venta_tasa_gral + venta_tasa0 + iva),
	CONSTRAINT "ventas_devoluciones_no_negativos" CHECK (venta_tasa_gral >= 0 AND venta_tasa0 >= 0 AND iva >= 0 AND costo >= 0)
);

--> statement-breakpoint
CREATE TABLE "ventas_facturas" (
	"id_venta_factura" bigserial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"id_cat_empresa" smallint NOT NULL,
	"fecha" date NOT NULL,
	"serie" text NOT NULL,
	"folio" integer NOT NULL,
	"uuid" text NOT NULL,
	"rfc_receptor" text NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ventas_tickets" (
	"id_venta_ticket" bigserial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"id_cat_empresa" smallint NOT NULL,
	"fecha" date NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"caja" smallint NOT NULL,
	"folio" integer NOT NULL,
	"venta_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"venta_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"iva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuento_tasa_gral" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuento_tasa0" numeric(14, 2) DEFAULT '0' NOT NULL,
	"forma_pago" text DEFAULT 'EF' NOT NULL,
	"id_venta_factura" bigint,
	CONSTRAINT "ventas_tickets_total_cuadra" CHECK (total = venta_tasa_gral + venta_tasa0 + iva),
	CONSTRAINT "ventas_tickets_no_negativos" CHECK (venta_tasa_gral >= 0 AND venta_tasa0 >= 0 AND iva >= 0 AND costo >= 0 AND descuento_tasa_gral >= 0 AND descuento_tasa0 >= 0)
);

--> statement-breakpoint
CREATE TABLE "polizas_cuentas_empresa" (
	"id_cat_empresa" smallint PRIMARY KEY NOT NULL,
	"iva_trasladado" text NOT NULL,
	"costo_venta" text NOT NULL,
	"inventario" text NOT NULL,
	"descuentos" text NOT NULL,
	"devoluciones" text NOT NULL,
	CONSTRAINT "polizas_cuentas_empresa_formato" CHECK ((iva_trasladado = '' OR iva_trasladado ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$') AND (costo_venta = '' OR costo_venta ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$') AND (inventario = '' OR inventario ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$') AND (descuentos = '' OR descuentos ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$') AND (devoluciones = '' OR devoluciones ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$'))
);

--> statement-breakpoint
ALTER TABLE "ventas_cortes" ADD CONSTRAINT "ventas_cortes_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_cortes" ADD CONSTRAINT "ventas_cortes_id_cat_empresa_cat_empresas_id_cat_empresa_fk" FOREIGN KEY ("id_cat_empresa") REFERENCES "public"."cat_empresas"("id_cat_empresa") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_devoluciones" ADD CONSTRAINT "ventas_devoluciones_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_devoluciones" ADD CONSTRAINT "ventas_devoluciones_id_cat_empresa_cat_empresas_id_cat_empresa_fk" FOREIGN KEY ("id_cat_empresa") REFERENCES "public"."cat_empresas"("id_cat_empresa") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_devoluciones" ADD CONSTRAINT "ventas_devoluciones_id_venta_ticket_ventas_tickets_id_venta_ticket_fk" FOREIGN KEY ("id_venta_ticket") REFERENCES "public"."ventas_tickets"("id_venta_ticket") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_facturas" ADD CONSTRAINT "ventas_facturas_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_facturas" ADD CONSTRAINT "ventas_facturas_id_cat_empresa_cat_empresas_id_cat_empresa_fk" FOREIGN KEY ("id_cat_empresa") REFERENCES "public"."cat_empresas"("id_cat_empresa") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_id_cat_empresa_cat_empresas_id_cat_empresa_fk" FOREIGN KEY ("id_cat_empresa") REFERENCES "public"."cat_empresas"("id_cat_empresa") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_id_venta_factura_ventas_facturas_id_venta_factura_fk" FOREIGN KEY ("id_venta_factura") REFERENCES "public"."ventas_facturas"("id_venta_factura") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "polizas_cuentas_empresa" ADD CONSTRAINT "polizas_cuentas_empresa_id_cat_empresa_cat_empresas_id_cat_empresa_fk" FOREIGN KEY ("id_cat_empresa") REFERENCES "public"."cat_empresas"("id_cat_empresa") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_devoluciones_folio_uq" ON "ventas_devoluciones" USING btree ("cod_sucursal","caja","folio");
--> statement-breakpoint
CREATE INDEX "ventas_devoluciones_dia_idx" ON "ventas_devoluciones" USING btree ("id_cat_empresa","fecha","cod_sucursal");
--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_facturas_uuid_uq" ON "ventas_facturas" USING btree ("uuid");
--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_facturas_serie_folio_uq" ON "ventas_facturas" USING btree ("id_cat_empresa","serie","folio");
--> statement-breakpoint
CREATE INDEX "ventas_facturas_dia_idx" ON "ventas_facturas" USING btree ("id_cat_empresa","fecha","cod_sucursal");
--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_tickets_folio_uq" ON "ventas_tickets" USING btree ("cod_sucursal","caja","folio");
--> statement-breakpoint
CREATE INDEX "ventas_tickets_dia_idx" ON "ventas_tickets" USING btree ("id_cat_empresa","fecha","cod_sucursal");
