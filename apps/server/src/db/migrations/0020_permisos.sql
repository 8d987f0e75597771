CREATE TABLE "almacen_menu" (
	"id" integer PRIMARY KEY NOT NULL,
	"parentid" integer,
	"name" text NOT NULL,
	"icon" text,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "almacen_usuarios_permisos" (
	"id_usuario" integer NOT NULL,
	"id_menu" integer NOT NULL,
	CONSTRAINT "almacen_usuarios_permisos_pk" PRIMARY KEY("id_usuario","id_menu")
);
--> statement-breakpoint
CREATE TABLE "caja_menu" (
	"id" integer PRIMARY KEY NOT NULL,
	"parentid" integer,
	"name" text NOT NULL,
	"icon" text,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caja_usuarios_permisos" (
	"id_usuario" integer NOT NULL,
	"id_menu" integer NOT NULL,
	CONSTRAINT "caja_usuarios_permisos_pk" PRIMARY KEY("id_usuario","id_menu")
);
--> statement-breakpoint
ALTER TABLE "almacen_menu" ADD CONSTRAINT "almacen_menu_parent_fk" FOREIGN KEY ("parentid") REFERENCES "public"."almacen_menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almacen_usuarios_permisos" ADD CONSTRAINT "almacen_usuarios_permisos_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almacen_usuarios_permisos" ADD CONSTRAINT "almacen_usuarios_permisos_menu_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."almacen_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_menu" ADD CONSTRAINT "caja_menu_parent_fk" FOREIGN KEY ("parentid") REFERENCES "public"."caja_menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_usuarios_permisos" ADD CONSTRAINT "caja_usuarios_permisos_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_usuarios_permisos" ADD CONSTRAINT "caja_usuarios_permisos_menu_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."caja_menu"("id") ON DELETE cascade ON UPDATE no action;