CREATE TABLE "licenciatarios_bitacora" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_usuario_licenciatario" integer NOT NULL,
	"id_web_usuario" integer NOT NULL,
	"id_sesion" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenciatarios_sesiones" (
	"id_sesion" serial PRIMARY KEY NOT NULL,
	"id_usuario_licenciatario" integer NOT NULL,
	"abierta_por" integer NOT NULL,
	"emitida_en" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"jti" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenciatarios_usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"usuario" text NOT NULL,
	"nombre" text NOT NULL,
	"cod_empleado" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "licenciatarios_usuarios_sucursales" (
	"id_usuario" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	CONSTRAINT "licenciatarios_usuarios_sucursales_pk" PRIMARY KEY("id_usuario","cod_sucursal")
);
--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_licenciatario_fk" FOREIGN KEY ("id_usuario_licenciatario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_web_usuario_fk" FOREIGN KEY ("id_web_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_sesion_fk" FOREIGN KEY ("id_sesion") REFERENCES "public"."licenciatarios_sesiones"("id_sesion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_sesiones" ADD CONSTRAINT "lic_sesiones_licenciatario_fk" FOREIGN KEY ("id_usuario_licenciatario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_sesiones" ADD CONSTRAINT "lic_sesiones_abierta_por_fk" FOREIGN KEY ("abierta_por") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_usuarios_sucursales" ADD CONSTRAINT "lic_usuarios_sucursales_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenciatarios_usuarios_sucursales" ADD CONSTRAINT "lic_usuarios_sucursales_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lic_bitacora_sesion_uq" ON "licenciatarios_bitacora" USING btree ("id_sesion");--> statement-breakpoint
CREATE INDEX "lic_bitacora_licenciatario_fecha_idx" ON "licenciatarios_bitacora" USING btree ("id_usuario_licenciatario","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "licenciatarios_sesiones_jti_uq" ON "licenciatarios_sesiones" USING btree ("jti");--> statement-breakpoint
CREATE INDEX "lic_sesiones_licenciatario_idx" ON "licenciatarios_sesiones" USING btree ("id_usuario_licenciatario","abierta_por","emitida_en");--> statement-breakpoint
CREATE UNIQUE INDEX "licenciatarios_usuarios_usuario_uq" ON "licenciatarios_usuarios" USING btree (lower("usuario"));--> statement-breakpoint
CREATE INDEX "lic_usuarios_sucursales_sucursal_idx" ON "licenciatarios_usuarios_sucursales" USING btree ("cod_sucursal");