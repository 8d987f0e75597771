CREATE TABLE "cat_promociones_ticket" (
	"id_cat_promociones_ticket" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_promociones_ticket_id_cat_promociones_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_empresa" smallint NOT NULL,
	"orden" integer NOT NULL,
	"fecha_inicial" date NOT NULL,
	"fecha_final" date NOT NULL,
	"id_archivo" integer NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_promociones_ticket_fechas_ck" CHECK ("cat_promociones_ticket"."fecha_inicial" <= "cat_promociones_ticket"."fecha_final")
);

--> statement-breakpoint
CREATE TABLE "cat_promociones_ticket_sucursales" (
	"id_cat_promociones_ticket" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	CONSTRAINT "cat_prom_ticket_suc_pk" PRIMARY KEY("id_cat_promociones_ticket","cod_sucursal")
);

--> statement-breakpoint
ALTER TABLE "cat_promociones_ticket" ADD CONSTRAINT "cat_promociones_ticket_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_promociones_ticket_sucursales" ADD CONSTRAINT "cat_prom_ticket_suc_promocion_fk" FOREIGN KEY ("id_cat_promociones_ticket") REFERENCES "public"."cat_promociones_ticket"("id_cat_promociones_ticket") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_promociones_ticket_sucursales" ADD CONSTRAINT "cat_prom_ticket_suc_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cat_promociones_ticket_orden_idx" ON "cat_promociones_ticket" USING btree ("id_empresa","orden");
