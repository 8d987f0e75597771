CREATE TABLE "comprobantes_pago" (
	"id_pago" serial PRIMARY KEY NOT NULL,
	"serie_pago" text NOT NULL,
	"folio_pago" integer NOT NULL,
	"cod_cliente" integer NOT NULL,
	"forma_pago" char(2) NOT NULL,
	"fecha_pago" date NOT NULL,
	"monto_pago" numeric(14, 2) NOT NULL,
	"fecha_emision" timestamp with time zone DEFAULT now() NOT NULL,
	"timbrado" boolean DEFAULT false NOT NULL,
	"uuid" text,
	"fecha_timbrado" timestamp with time zone,
	"xml_timbrado" text,
	"xml_sellado" text,
	"reintentable" boolean DEFAULT false NOT NULL,
	"mensaje_pac" text DEFAULT '' NOT NULL,
	"modo_prueba" boolean DEFAULT false NOT NULL,
	"intentos" smallint DEFAULT 0 NOT NULL,
	"timbrando_desde" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "comprobantes_pago_monto" CHECK ("comprobantes_pago"."monto_pago" > 0),
	CONSTRAINT "comprobantes_pago_timbrado" CHECK (not "comprobantes_pago"."timbrado" or ("comprobantes_pago"."uuid" is not null and "comprobantes_pago"."xml_timbrado" is not null))
);

--> statement-breakpoint
CREATE TABLE "comprobantes_pago_facturas" (
	"id_pago" integer NOT NULL,
	"id_factura_credito" integer NOT NULL,
	"num_parcialidad" smallint NOT NULL,
	"saldo_anterior" numeric(14, 2) NOT NULL,
	"importe_pagado" numeric(14, 2) NOT NULL,
	"saldo_insoluto" numeric(14, 2) NOT NULL,
	CONSTRAINT "comprobantes_pago_facturas_id_pago_id_factura_credito_pk" PRIMARY KEY("id_pago","id_factura_credito"),
	CONSTRAINT "comprobantes_pago_facturas_cuadra" CHECK ("comprobantes_pago_facturas"."importe_pagado" > 0 and "comprobantes_pago_facturas"."saldo_insoluto" >= 0 and "comprobantes_pago_facturas"."saldo_insoluto" = "comprobantes_pago_facturas"."saldo_anterior" - "comprobantes_pago_facturas"."importe_pagado")
);

--> statement-breakpoint
CREATE TABLE "facturas_credito" (
	"id_factura_credito" serial PRIMARY KEY NOT NULL,
	"cod_cliente" integer NOT NULL,
	"serie" text NOT NULL,
	"folio" integer NOT NULL,
	"uuid" text NOT NULL,
	"fecha" date NOT NULL,
	"base_tasa16" numeric(14, 2) NOT NULL,
	"iva16" numeric(14, 2) NOT NULL,
	"base_tasa0" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "facturas_credito_total_cuadra" CHECK ("facturas_credito"."total" = "facturas_credito"."base_tasa16" + "facturas_credito"."iva16" + "facturas_credito"."base_tasa0"),
	CONSTRAINT "facturas_credito_saldo" CHECK ("facturas_credito"."saldo" >= 0 and "facturas_credito"."saldo" <= "facturas_credito"."total"),
	CONSTRAINT "facturas_credito_no_negativos" CHECK ("facturas_credito"."base_tasa16" >= 0 and "facturas_credito"."iva16" >= 0 and "facturas_credito"."base_tasa0" >= 0)
);

--> statement-breakpoint
CREATE TABLE "series_pago" (
	"serie_pago" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"ultimo_folio" integer DEFAULT 0 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "comprobantes_pago" ADD CONSTRAINT "comprobantes_pago_serie_pago_series_pago_serie_pago_fk" FOREIGN KEY ("serie_pago") REFERENCES "public"."series_pago"("serie_pago") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comprobantes_pago" ADD CONSTRAINT "comprobantes_pago_cod_cliente_clientes_credito_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."clientes_credito"("cod_cliente") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comprobantes_pago_facturas" ADD CONSTRAINT "comprobantes_pago_facturas_id_pago_comprobantes_pago_id_pago_fk" FOREIGN KEY ("id_pago") REFERENCES "public"."comprobantes_pago"("id_pago") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comprobantes_pago_facturas" ADD CONSTRAINT "comprobantes_pago_facturas_id_factura_credito_facturas_credito_id_factura_credito_fk" FOREIGN KEY ("id_factura_credito") REFERENCES "public"."facturas_credito"("id_factura_credito") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facturas_credito" ADD CONSTRAINT "facturas_credito_cod_cliente_clientes_credito_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."clientes_credito"("cod_cliente") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "comprobantes_pago_folio_uq" ON "comprobantes_pago" USING btree ("serie_pago","folio_pago");
--> statement-breakpoint
CREATE UNIQUE INDEX "comprobantes_pago_uuid_uq" ON "comprobantes_pago" USING btree ("uuid");
--> statement-breakpoint
CREATE INDEX "comprobantes_pago_emision_idx" ON "comprobantes_pago" USING btree ("fecha_emision");
--> statement-breakpoint
CREATE INDEX "comprobantes_pago_pendientes_idx" ON "comprobantes_pago" USING btree ("fecha_emision") WHERE not "comprobantes_pago"."timbrado";
--> statement-breakpoint
CREATE UNIQUE INDEX "comprobantes_pago_facturas_parcialidad_uq" ON "comprobantes_pago_facturas" USING btree ("id_factura_credito","num_parcialidad");
--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_credito_uuid_uq" ON "facturas_credito" USING btree ("uuid");
--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_credito_serie_folio_uq" ON "facturas_credito" USING btree ("serie","folio");
--> statement-breakpoint
CREATE INDEX "facturas_credito_fecha_idx" ON "facturas_credito" USING btree ("fecha") WHERE "facturas_credito"."saldo" > 0;
--> statement-breakpoint
CREATE INDEX "facturas_credito_cliente_idx" ON "facturas_credito" USING btree ("cod_cliente");
