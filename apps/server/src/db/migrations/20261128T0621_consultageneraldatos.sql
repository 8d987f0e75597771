CREATE TABLE "consulta_general_opciones" (
	"id_opcion" smallint PRIMARY KEY NOT NULL,
	"id_empresa" smallint NOT NULL,
	"descripcion" text NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "consulta_general_opciones_empresa_ck" CHECK ("consulta_general_opciones"."id_empresa" in (1, 2))
);

--> statement-breakpoint
CREATE TABLE "consulta_general_opciones_empleados" (
	"cod_empleado" integer NOT NULL,
	"id_opcion" smallint NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "consulta_general_opciones_empleados_pk" PRIMARY KEY("cod_empleado","id_opcion")
);

--> statement-breakpoint
ALTER TABLE "consulta_general_opciones_empleados" ADD CONSTRAINT "consulta_general_opciones_empleados_empleado_fk" FOREIGN KEY ("cod_empleado") REFERENCES "public"."empleados"("cod_empleado") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consulta_general_opciones_empleados" ADD CONSTRAINT "consulta_general_opciones_empleados_opcion_fk" FOREIGN KEY ("id_opcion") REFERENCES "public"."consulta_general_opciones"("id_opcion") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "consulta_general_opciones_empresa_idx" ON "consulta_general_opciones" USING btree ("id_empresa","orden");
