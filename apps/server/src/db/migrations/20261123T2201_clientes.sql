CREATE TABLE "cat_clientes_horarios" (
	"cod_cliente" integer NOT NULL,
	"id_tipo_horario" integer NOT NULL,
	"horarios" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_clientes_horarios_cod_cliente_id_tipo_horario_pk" PRIMARY KEY("cod_cliente","id_tipo_horario")
);

--> statement-breakpoint
CREATE TABLE "cat_tipos_horario" (
	"id_tipo_horario" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cat_tipos_horario_descripcion_unique" UNIQUE("descripcion")
);

--> statement-breakpoint
ALTER TABLE "cat_clientes_horarios" ADD CONSTRAINT "cat_clientes_horarios_cod_cliente_cat_clientes_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."cat_clientes"("cod_cliente") ON DELETE no action ON UPDATE no action;
