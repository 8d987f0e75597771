CREATE TABLE "ventas_facturas_timbres" (
	"id_venta_factura" bigint PRIMARY KEY NOT NULL,
	"fecha_timbrado" timestamp with time zone NOT NULL,
	"nombre_receptor" text DEFAULT '' NOT NULL,
	"forma_pago" text DEFAULT '01' NOT NULL,
	"estatus" text DEFAULT 'V' NOT NULL,
	CONSTRAINT "ventas_facturas_timbres_estatus" CHECK (estatus IN ('V', 'C')),
	CONSTRAINT "ventas_facturas_timbres_forma_pago" CHECK (forma_pago ~ '^[0-9]{2}$')
);

--> statement-breakpoint
CREATE TABLE "ventas_notas_credito" (
	"id_venta_nota_credito" serial PRIMARY KEY NOT NULL,
	"id_venta_factura" bigint NOT NULL,
	"serie" text NOT NULL,
	"folio" integer NOT NULL,
	"uuid" text NOT NULL,
	"fecha" date NOT NULL,
	"fecha_timbrado" timestamp with time zone NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	CONSTRAINT "ventas_notas_credito_importe" CHECK (importe > 0)
);

--> statement-breakpoint
ALTER TABLE "ventas_facturas_timbres" ADD CONSTRAINT "ventas_facturas_timbres_id_venta_factura_ventas_facturas_id_venta_factura_fk" FOREIGN KEY ("id_venta_factura") REFERENCES "public"."ventas_facturas"("id_venta_factura") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ventas_notas_credito" ADD CONSTRAINT "ventas_notas_credito_id_venta_factura_ventas_facturas_id_venta_factura_fk" FOREIGN KEY ("id_venta_factura") REFERENCES "public"."ventas_facturas"("id_venta_factura") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_notas_credito_uuid_uq" ON "ventas_notas_credito" USING btree ("uuid");
--> statement-breakpoint
CREATE INDEX "ventas_notas_credito_factura_idx" ON "ventas_notas_credito" USING btree ("id_venta_factura");
