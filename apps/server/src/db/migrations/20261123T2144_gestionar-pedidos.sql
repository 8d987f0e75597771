CREATE TABLE "bar_pedidos_det" (
	"id_pedidos_det" serial PRIMARY KEY NOT NULL,
	"id_pedidos_enc" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "bar_pedidos_det_articulo_key" UNIQUE("id_pedidos_enc","cod_articulo")
);

--> statement-breakpoint
CREATE TABLE "bar_pedidos_enc" (
	"id_pedidos_enc" serial PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"nom_cliente" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"estatus" smallint NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "bar_pedidos_enc_folio_key" UNIQUE("folio")
);

--> statement-breakpoint
CREATE TABLE "bar_pedidos_estatus" (
	"estatus" smallint PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "bar_pedidos_det" ADD CONSTRAINT "bar_pedidos_det_cod_articulo_bar_articulos_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_pedidos_det" ADD CONSTRAINT "bar_pedidos_det_enc_fk" FOREIGN KEY ("id_pedidos_enc") REFERENCES "public"."bar_pedidos_enc"("id_pedidos_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_pedidos_enc" ADD CONSTRAINT "bar_pedidos_enc_estatus_bar_pedidos_estatus_estatus_fk" FOREIGN KEY ("estatus") REFERENCES "public"."bar_pedidos_estatus"("estatus") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bar_pedidos_enc_fecha_idx" ON "bar_pedidos_enc" USING btree ("fecha","estatus");
