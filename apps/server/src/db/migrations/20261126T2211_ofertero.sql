CREATE TABLE "cat_oferteros" (
	"id_cat_ofertero" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_oferteros_id_cat_ofertero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" varchar(50) NOT NULL,
	"url_flipbook" varchar(500) NOT NULL,
	"fecha_inicia" date NOT NULL,
	"fecha_termina" date NOT NULL,
	"id_archivo" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_oferteros_fechas_ck" CHECK ("cat_oferteros"."fecha_inicia" <= "cat_oferteros"."fecha_termina")
);

--> statement-breakpoint
ALTER TABLE "cat_oferteros" ADD CONSTRAINT "cat_oferteros_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
