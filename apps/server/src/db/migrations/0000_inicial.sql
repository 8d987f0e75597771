CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"request_id" text,
	"metodo" text NOT NULL,
	"ruta" text NOT NULL,
	"tabla" text NOT NULL,
	"clave" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
CREATE TABLE "empleados" (
	"cod_empleado" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"apellido_paterno" text DEFAULT '' NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "login_intentos" (
	"usuario" text PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"ultimo_fallo" timestamp with time zone,
	"bloqueado_hasta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"familia" uuid NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"revocado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "web_menu" (
	"id" integer PRIMARY KEY NOT NULL,
	"parentid" integer,
	"name" text NOT NULL,
	"icon" text,
	"url" text,
	"id_empresa" smallint NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"usuario" text NOT NULL,
	"password_hash" text NOT NULL,
	"cod_empleado" integer NOT NULL,
	"id_web_usuarios_grupos" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"password_cambiado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "web_usuarios_grupos" (
	"id_web_usuarios_grupos" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"es_administrador" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_usuarios_permisos" (
	"id_usuario" integer NOT NULL,
	"id_menu" integer NOT NULL,
	CONSTRAINT "web_usuarios_permisos_id_usuario_id_menu_pk" PRIMARY KEY("id_usuario","id_menu")
);
--> statement-breakpoint
CREATE TABLE "cat_grupo_sucursales_det" (
	"id_cat_grupo_sucursales_enc" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_grupo_sucursales_det_id_cat_grupo_sucursales_enc_cod_sucursal_pk" PRIMARY KEY("id_cat_grupo_sucursales_enc","cod_sucursal"),
	CONSTRAINT "cat_grupo_sucursales_det_cod_sucursal_unique" UNIQUE("cod_sucursal")
);
--> statement-breakpoint
CREATE TABLE "cat_grupo_sucursales_enc" (
	"id_cat_grupo_sucursales_enc" serial PRIMARY KEY NOT NULL,
	"grupo" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "cat_sucursales" (
	"cod_sucursal" integer PRIMARY KEY NOT NULL,
	"sucursal" text NOT NULL,
	"nombre" text NOT NULL,
	"propia" smallint NOT NULL,
	"estado" text NOT NULL,
	"municipio" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"id_empresa" smallint DEFAULT 1 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
CREATE TABLE "parametros" (
	"nombre" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_usuarios" ADD CONSTRAINT "web_usuarios_cod_empleado_empleados_cod_empleado_fk" FOREIGN KEY ("cod_empleado") REFERENCES "public"."empleados"("cod_empleado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_usuarios" ADD CONSTRAINT "web_usuarios_id_web_usuarios_grupos_web_usuarios_grupos_id_web_usuarios_grupos_fk" FOREIGN KEY ("id_web_usuarios_grupos") REFERENCES "public"."web_usuarios_grupos"("id_web_usuarios_grupos") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_usuarios_permisos" ADD CONSTRAINT "web_usuarios_permisos_id_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_usuarios_permisos" ADD CONSTRAINT "web_usuarios_permisos_id_menu_web_menu_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."web_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupo_sucursales_det" ADD CONSTRAINT "cat_grupo_sucursales_det_id_cat_grupo_sucursales_enc_cat_grupo_sucursales_enc_id_cat_grupo_sucursales_enc_fk" FOREIGN KEY ("id_cat_grupo_sucursales_enc") REFERENCES "public"."cat_grupo_sucursales_enc"("id_cat_grupo_sucursales_enc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupo_sucursales_det" ADD CONSTRAINT "cat_grupo_sucursales_det_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web_usuarios_usuario_uq" ON "web_usuarios" USING btree (lower("usuario"));--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupo_sucursales_enc_grupo_uq" ON "cat_grupo_sucursales_enc" USING btree (lower("grupo"));--> statement-breakpoint
CREATE INDEX "cat_sucursales_propia_idx" ON "cat_sucursales" USING btree ("propia");