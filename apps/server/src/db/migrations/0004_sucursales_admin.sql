CREATE TABLE "cat_clientes" (
	"cod_cliente" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_negocio" text DEFAULT '' NOT NULL,
	"cod_sucursal" integer,
	"latitud" numeric(9, 6),
	"longitud" numeric(9, 6),
	"url" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_clientes_cod_sucursal_unique" UNIQUE("cod_sucursal")
);
--> statement-breakpoint
CREATE TABLE "cat_grupos_entrega" (
	"grupo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"lunes" time DEFAULT '00:00' NOT NULL,
	"martes" time DEFAULT '00:00' NOT NULL,
	"miercoles" time DEFAULT '00:00' NOT NULL,
	"jueves" time DEFAULT '00:00' NOT NULL,
	"viernes" time DEFAULT '00:00' NOT NULL,
	"sabado" time DEFAULT '00:00' NOT NULL,
	"check_lunes" char(1) DEFAULT 'N' NOT NULL,
	"check_martes" char(1) DEFAULT 'N' NOT NULL,
	"check_miercoles" char(1) DEFAULT 'N' NOT NULL,
	"check_jueves" char(1) DEFAULT 'N' NOT NULL,
	"check_viernes" char(1) DEFAULT 'N' NOT NULL,
	"check_sabado" char(1) DEFAULT 'N' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_grupos_entrega_checks_sn" CHECK ("cat_grupos_entrega"."check_lunes" in ('S','N') and "cat_grupos_entrega"."check_martes" in ('S','N') and "cat_grupos_entrega"."check_miercoles" in ('S','N') and "cat_grupos_entrega"."check_jueves" in ('S','N') and "cat_grupos_entrega"."check_viernes" in ('S','N') and "cat_grupos_entrega"."check_sabado" in ('S','N'))
);
--> statement-breakpoint
CREATE TABLE "cat_grupos_entrega_clientes" (
	"grupo" integer NOT NULL,
	"cod_cliente" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_grupos_entrega_clientes_cod_cliente_unique" UNIQUE("cod_cliente")
);
--> statement-breakpoint
CREATE TABLE "cat_codigos_postales" (
	"codigo_postal" char(5) NOT NULL,
	"colonia" text NOT NULL,
	"tipo_asentamiento" text DEFAULT '' NOT NULL,
	"municipio" text NOT NULL,
	"estado" text NOT NULL,
	"ciudad" text DEFAULT '' NOT NULL,
	"c_estado" char(2) NOT NULL,
	"c_mnpio" char(3) NOT NULL,
	"id_asenta_cpcons" char(4) NOT NULL,
	"zona" text DEFAULT '' NOT NULL,
	"importado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_sucursales_direcciones" (
	"id_direccion" serial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"codigo_postal" char(5) NOT NULL,
	"colonia" text NOT NULL,
	"calle" text NOT NULL,
	"num_exterior" text NOT NULL,
	"entre_calles" text NOT NULL,
	"telefono" text NOT NULL,
	"municipio" text NOT NULL,
	"estado" text NOT NULL,
	"localidad" text NOT NULL,
	"horarios" text DEFAULT '' NOT NULL,
	"domicilio_descriptivo" text DEFAULT '' NOT NULL,
	"horario_apertura" time NOT NULL,
	"horario_cierre" time NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "cat_sucursales_direcciones_tipo_ck" CHECK ("cat_sucursales_direcciones"."tipo" >= 1)
);
--> statement-breakpoint
CREATE TABLE "control_ventas_transferencias" (
	"id_control_ventas_transferencias" serial PRIMARY KEY NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"cod_usuario" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_venta" timestamp with time zone,
	"estatus" char(1) DEFAULT 'P' NOT NULL,
	CONSTRAINT "control_ventas_transferencias_estatus_ck" CHECK ("control_ventas_transferencias"."estatus" in ('P','V'))
);
--> statement-breakpoint
ALTER TABLE "cat_clientes" ADD CONSTRAINT "cat_clientes_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupos_entrega_clientes" ADD CONSTRAINT "cat_grupos_entrega_clientes_grupo_cat_grupos_entrega_grupo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."cat_grupos_entrega"("grupo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_grupos_entrega_clientes" ADD CONSTRAINT "cat_grupos_entrega_clientes_cod_cliente_cat_clientes_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."cat_clientes"("cod_cliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_sucursales_direcciones" ADD CONSTRAINT "cat_sucursales_direcciones_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_ventas_transferencias" ADD CONSTRAINT "control_ventas_transferencias_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_ventas_transferencias" ADD CONSTRAINT "control_ventas_transferencias_cod_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("cod_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cat_clientes_nombre_trgm" ON "cat_clientes" USING gin ("nombre" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupos_entrega_descripcion_uq" ON "cat_grupos_entrega" USING btree (lower("descripcion"));--> statement-breakpoint
CREATE INDEX "cat_grupos_entrega_clientes_grupo_idx" ON "cat_grupos_entrega_clientes" USING btree ("grupo");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_codigos_postales_uq" ON "cat_codigos_postales" USING btree ("codigo_postal","c_estado","c_mnpio","id_asenta_cpcons");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_sucursales_direcciones_tipo_uq" ON "cat_sucursales_direcciones" USING btree ("cod_sucursal","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "control_ventas_transferencias_pendiente_uq" ON "control_ventas_transferencias" USING btree ("cod_sucursal") WHERE "control_ventas_transferencias"."estatus" = 'P';--> statement-breakpoint
CREATE INDEX "control_ventas_transferencias_fecha_idx" ON "control_ventas_transferencias" USING btree ("fecha");