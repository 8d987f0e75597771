CREATE TABLE "cat_vacantes" (
	"id_vacante" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_vacantes_id_vacante_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area" text NOT NULL,
	"titulo" text NOT NULL,
	"estatus" char(1) DEFAULT 'A' NOT NULL,
	"salario" text DEFAULT '' NOT NULL,
	"ubicacion" text NOT NULL,
	"estado" text NOT NULL,
	"ciudad" text NOT NULL,
	"seccion_sobre" text DEFAULT '' NOT NULL,
	"seccion_detalles" text DEFAULT '' NOT NULL,
	"seccion_descripcion" text DEFAULT '' NOT NULL,
	"seccion_ofrecemos" text DEFAULT '' NOT NULL,
	"tipo_empleo" text NOT NULL,
	"modalidad_empleo" text NOT NULL,
	"usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "control_vacantes_postulantes" (
	"id_control_vacantes_postulantes" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "control_vacantes_postulantes_id_control_vacantes_postulantes_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_vacante" integer NOT NULL,
	"id_archivo" integer NOT NULL,
	"tipo_documento" text NOT NULL,
	"fecha_subida" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "control_vacantes_postulantes" ADD CONSTRAINT "postulantes_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."cat_vacantes"("id_vacante") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "control_vacantes_postulantes" ADD CONSTRAINT "postulantes_archivo_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "control_vacantes_postulantes_vacante_idx" ON "control_vacantes_postulantes" USING btree ("id_vacante");
