-- Baseline (issue 10): the 22 numbered drizzle migrations squashed into one file, DDL only. Menu rows
-- come from the screens' manifests and reference data from the modules' datos.ts steps, both at start.
-- Trigram search for the catalogues' text finders (articles, branches, customers...).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE "public"."cat_articulos_cod_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 900001 CACHE 1;
--> statement-breakpoint
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
CREATE TABLE "bar_articulos" (
	"cod_articulo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"cod_barras" text NOT NULL,
	"id_categoria" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_categorias" (
	"id_categoria" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"id_seccion" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_departamentos" (
	"id_departamento" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_dias_descuento" (
	"cod_promocion" serial PRIMARY KEY NOT NULL,
	"nom_promocion" text NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"lunes" smallint DEFAULT 0 NOT NULL,
	"martes" smallint DEFAULT 0 NOT NULL,
	"miercoles" smallint DEFAULT 0 NOT NULL,
	"jueves" smallint DEFAULT 0 NOT NULL,
	"viernes" smallint DEFAULT 0 NOT NULL,
	"sabado" smallint DEFAULT 0 NOT NULL,
	"domingo" smallint DEFAULT 0 NOT NULL,
	"descuento" numeric(5, 2) NOT NULL,
	"fecha_vigencia_inicio" date NOT NULL,
	"fecha_vigencia_final" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_ecommerce_opciones" (
	"id_opcion" smallint PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bar_ecommerce_principal" (
	"id_principal" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"maneja_variantes" boolean NOT NULL,
	"id_opcion" smallint,
	"cod_articulo" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_ecommerce_variantes" (
	"id_variante" serial PRIMARY KEY NOT NULL,
	"id_principal" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"descripcion_variante" text NOT NULL,
	"valor_variante" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_exclusiones_descuento" (
	"id_exclusion" serial PRIMARY KEY NOT NULL,
	"tipo" char(1) NOT NULL,
	"id" integer NOT NULL,
	"estatus" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "bar_secciones" (
	"id_seccion" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"id_departamento" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
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
CREATE TABLE "cat_antibioticos_domicilios" (
	"id_cat_antibioticos_domicilios" serial PRIMARY KEY NOT NULL,
	"id_cat_antibioticos_medicos" integer NOT NULL,
	"calle" text NOT NULL,
	"num_exterior" text DEFAULT '' NOT NULL,
	"num_interior" text DEFAULT '' NOT NULL,
	"colonia" text DEFAULT '' NOT NULL,
	"cp" text DEFAULT '' NOT NULL,
	"municipio" text DEFAULT '' NOT NULL,
	"cod_estado" integer NOT NULL,
	"pais" text DEFAULT 'México' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_antibioticos_medicos" (
	"id_cat_antibioticos_medicos" serial PRIMARY KEY NOT NULL,
	"cedula" text NOT NULL,
	"ssa" text DEFAULT '0' NOT NULL,
	"nombre" text NOT NULL,
	"apellido_paterno" text DEFAULT '' NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_articulos" (
	"cod_articulo_farmasi" integer PRIMARY KEY DEFAULT nextval('cat_articulos_cod_seq') NOT NULL,
	"cod_articulo" integer,
	"solo_farmasi" boolean DEFAULT false NOT NULL,
	"descripcion" text NOT NULL,
	"descripcion_farmasi" text NOT NULL,
	"estatus" text DEFAULT 'A' NOT NULL,
	"alto" numeric(10, 2) DEFAULT '0' NOT NULL,
	"ancho" numeric(10, 2) DEFAULT '0' NOT NULL,
	"fondo" numeric(10, 2) DEFAULT '0' NOT NULL,
	"colectivo" integer DEFAULT 0 NOT NULL,
	"ultimo_costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"iva" boolean DEFAULT false NOT NULL,
	"ieps" boolean DEFAULT false NOT NULL,
	"fecha_caducidad" boolean DEFAULT false NOT NULL,
	"codigo_sat" text DEFAULT '01010101' NOT NULL,
	"registro_ssa" text DEFAULT '' NOT NULL,
	"fraccion" text DEFAULT '' NOT NULL,
	"cod_formula" integer,
	"cod_laboratorio" integer,
	"cod_linea" integer,
	"cod_familia" integer,
	"cod_forma_farmaceutica" integer,
	"cod_generico" integer,
	"cod_proveedor" integer,
	"cod_medida" integer,
	"gotas_ml" numeric(10, 2) DEFAULT '0' NOT NULL,
	"forma_administracion" integer,
	"presentacion" text DEFAULT '' NOT NULL,
	"unidad_compra_prov" integer DEFAULT 1 NOT NULL,
	"unidad_vta_fcia" integer DEFAULT 1 NOT NULL,
	"proveedor_default" integer,
	"id_cat_proveedores_marcas_enc" integer,
	"articulo_recarga" boolean DEFAULT false NOT NULL,
	"recarga_proveedor" integer,
	"recarga_compania" integer,
	"recarga_tipo_producto" integer,
	"recarga_sku" text DEFAULT '' NOT NULL,
	"recarga_importe" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recarga_descripcion" text DEFAULT '' NOT NULL,
	"recarga_caracteristica" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_articulos_cod_barras" (
	"cod_barras" text PRIMARY KEY NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"tipo" text DEFAULT 'F' NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_articulos_difarmer" (
	"cod_articulo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"estatus" text DEFAULT 'ACTIVO' NOT NULL,
	"cod_barras" text DEFAULT '' NOT NULL,
	"formula_codigo" integer DEFAULT 0 NOT NULL,
	"formula" text DEFAULT '' NOT NULL,
	"laboratorio_codigo" integer DEFAULT 0 NOT NULL,
	"laboratorio" text DEFAULT '' NOT NULL,
	"linea_codigo" integer DEFAULT 0 NOT NULL,
	"linea" text DEFAULT '' NOT NULL,
	"forma_farmaceutica_codigo" integer DEFAULT 0 NOT NULL,
	"forma_farmaceutica" text DEFAULT '' NOT NULL,
	"proveedor_codigo" integer DEFAULT 0 NOT NULL,
	"proveedor" text DEFAULT '' NOT NULL,
	"clasificacion_codigo" integer DEFAULT 0 NOT NULL,
	"clasificacion" text DEFAULT '' NOT NULL,
	"iva" boolean DEFAULT false NOT NULL,
	"ieps" boolean DEFAULT false NOT NULL,
	"ultimo_costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"codigo_sat" text DEFAULT '01010101' NOT NULL,
	"registro_ssa" text DEFAULT '' NOT NULL,
	"fraccion" text DEFAULT '' NOT NULL,
	"pendiente" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_articulos_estatus" (
	"estatus" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_articulos_proveedores_costos_det" (
	"id_cat_articulos_proveedores_costos_enc" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	CONSTRAINT "cat_art_prov_costos_det_pk" PRIMARY KEY("id_cat_articulos_proveedores_costos_enc","cod_sucursal")
);

--> statement-breakpoint
CREATE TABLE "cat_articulos_proveedores_costos_enc" (
	"id_cat_articulos_proveedores_costos_enc" serial PRIMARY KEY NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"id_cat_proveedores_marcas_det" integer NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"precio_mayoreo" numeric(12, 2) NOT NULL,
	"precio_publico" numeric(12, 2) NOT NULL,
	"precio_global" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
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
CREATE TABLE "cat_estados" (
	"cod_estado" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	CONSTRAINT "cat_estados_descripcion_unique" UNIQUE("descripcion")
);

--> statement-breakpoint
CREATE TABLE "cat_familias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_formas_administracion" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_formulas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"desglozar" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_genericos" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"cod_formula" integer,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_grupo_productos" (
	"cod_articulo_farmasi" integer PRIMARY KEY NOT NULL,
	"cod_formula" integer NOT NULL,
	"grupo" integer NOT NULL,
	"articulo_principal" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
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
CREATE TABLE "cat_laboratorios" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_lineas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_medidas" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"cod_presentacion" integer NOT NULL,
	"descripcion" text NOT NULL,
	"aplicar" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_presentaciones" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores" (
	"cod_proveedor" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"rfc" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_det" (
	"id_cat_proveedores_marcas_det" serial PRIMARY KEY NOT NULL,
	"id_cat_proveedores_marcas_enc" integer NOT NULL,
	"cod_proveedor" integer NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_proveedores_marcas_enc" (
	"id_cat_proveedores_marcas_enc" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_recargas_companias" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_recargas_proveedores" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_recargas_tipos_producto" (
	"codigo" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cat_recargas_usuario_sucursal" (
	"id_cat_recargas_usuario_sucursal" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cat_recargas_usuario_sucursal_id_cat_recargas_usuario_sucursal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cod_sucursal" integer NOT NULL,
	"id_proveedor" integer NOT NULL,
	"usuario" text NOT NULL,
	"password_cifrado" text NOT NULL,
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
CREATE TABLE "catalogo_versiones" (
	"nombre" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
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
CREATE TABLE "existencias" (
	"cod_sucursal" integer NOT NULL,
	"cod_articulo_farmasi" integer NOT NULL,
	"existencia" integer DEFAULT 0 NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "existencias_cod_articulo_farmasi_cod_sucursal_pk" PRIMARY KEY("cod_articulo_farmasi","cod_sucursal")
);

--> statement-breakpoint
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
CREATE TABLE "login_intentos" (
	"usuario" text PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"ultimo_fallo" timestamp with time zone,
	"bloqueado_hasta" timestamp with time zone
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
CREATE TABLE "recargas_envios" (
	"id_envio" bigserial PRIMARY KEY NOT NULL,
	"id_cat_recargas_usuario_sucursal" integer NOT NULL,
	"cod_sucursal" integer NOT NULL,
	"motivo" char(1) NOT NULL,
	"solicitado_por" integer,
	"solicitado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
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
CREATE TABLE "traspasos_sucursales_det" (
	"id_traspasos_sucursales_det" serial PRIMARY KEY NOT NULL,
	"id_traspasos_sucursales_enc" integer NOT NULL,
	"cod_articulo" integer NOT NULL,
	"desc_articulo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"fecha_caducidad" date,
	"lote" text DEFAULT '' NOT NULL,
	CONSTRAINT "traspasos_sucursales_det_cantidad_ck" CHECK ("traspasos_sucursales_det"."cantidad" > 0),
	CONSTRAINT "traspasos_sucursales_det_costo_ck" CHECK ("traspasos_sucursales_det"."costo" >= 0)
);

--> statement-breakpoint
CREATE TABLE "traspasos_sucursales_enc" (
	"id_traspasos_sucursales_enc" serial PRIMARY KEY NOT NULL,
	"folio_traspaso" bigint NOT NULL,
	"cod_sucursal_origen" integer NOT NULL,
	"cod_sucursal_destino" integer NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"usuario_envio" text NOT NULL,
	"fecha_traspaso" timestamp with time zone NOT NULL,
	"estatus" text DEFAULT 'P' NOT NULL,
	"id_usuario_recibio" integer,
	"fecha_recibio" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer,
	"modificado_en" timestamp with time zone,
	"modificado_por" integer,
	CONSTRAINT "traspasos_sucursales_enc_folio_traspaso_unique" UNIQUE("folio_traspaso"),
	CONSTRAINT "traspasos_sucursales_enc_estatus_ck" CHECK ("traspasos_sucursales_enc"."estatus" in ('P', 'R')),
	CONSTRAINT "traspasos_sucursales_enc_sucursales_ck" CHECK ("traspasos_sucursales_enc"."cod_sucursal_origen" <> "traspasos_sucursales_enc"."cod_sucursal_destino"),
	CONSTRAINT "traspasos_sucursales_enc_recibido_ck" CHECK (("traspasos_sucursales_enc"."estatus" = 'R') = ("traspasos_sucursales_enc"."fecha_recibio" is not null and "traspasos_sucursales_enc"."id_usuario_recibio" is not null))
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
ALTER TABLE "almacen_menu" ADD CONSTRAINT "almacen_menu_parent_fk" FOREIGN KEY ("parentid") REFERENCES "public"."almacen_menu"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "almacen_usuarios_permisos" ADD CONSTRAINT "almacen_usuarios_permisos_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "almacen_usuarios_permisos" ADD CONSTRAINT "almacen_usuarios_permisos_menu_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."almacen_menu"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_articulos" ADD CONSTRAINT "bar_articulos_id_categoria_bar_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."bar_categorias"("id_categoria") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_categorias" ADD CONSTRAINT "bar_categorias_id_seccion_bar_secciones_id_seccion_fk" FOREIGN KEY ("id_seccion") REFERENCES "public"."bar_secciones"("id_seccion") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_dias_descuento" ADD CONSTRAINT "bar_dias_descuento_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_ecommerce_principal" ADD CONSTRAINT "bar_ecommerce_principal_id_opcion_bar_ecommerce_opciones_id_opcion_fk" FOREIGN KEY ("id_opcion") REFERENCES "public"."bar_ecommerce_opciones"("id_opcion") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_ecommerce_principal" ADD CONSTRAINT "bar_ecommerce_principal_cod_articulo_bar_articulos_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_ecommerce_variantes" ADD CONSTRAINT "bar_ecommerce_variantes_id_principal_bar_ecommerce_principal_id_principal_fk" FOREIGN KEY ("id_principal") REFERENCES "public"."bar_ecommerce_principal"("id_principal") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_ecommerce_variantes" ADD CONSTRAINT "bar_ecommerce_variantes_cod_articulo_bar_articulos_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."bar_articulos"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_secciones" ADD CONSTRAINT "bar_secciones_id_departamento_bar_departamentos_id_departamento_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."bar_departamentos"("id_departamento") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_menu" ADD CONSTRAINT "caja_menu_parent_fk" FOREIGN KEY ("parentid") REFERENCES "public"."caja_menu"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_usuarios_permisos" ADD CONSTRAINT "caja_usuarios_permisos_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caja_usuarios_permisos" ADD CONSTRAINT "caja_usuarios_permisos_menu_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."caja_menu"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_antibioticos_domicilios" ADD CONSTRAINT "cat_antibioticos_domicilios_id_cat_antibioticos_medicos_cat_antibioticos_medicos_id_cat_antibioticos_medicos_fk" FOREIGN KEY ("id_cat_antibioticos_medicos") REFERENCES "public"."cat_antibioticos_medicos"("id_cat_antibioticos_medicos") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_antibioticos_domicilios" ADD CONSTRAINT "cat_antibioticos_domicilios_cod_estado_cat_estados_cod_estado_fk" FOREIGN KEY ("cod_estado") REFERENCES "public"."cat_estados"("cod_estado") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_articulo_cat_articulos_difarmer_cod_articulo_fk" FOREIGN KEY ("cod_articulo") REFERENCES "public"."cat_articulos_difarmer"("cod_articulo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_estatus_cat_articulos_estatus_estatus_fk" FOREIGN KEY ("estatus") REFERENCES "public"."cat_articulos_estatus"("estatus") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_laboratorio_cat_laboratorios_codigo_fk" FOREIGN KEY ("cod_laboratorio") REFERENCES "public"."cat_laboratorios"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_linea_cat_lineas_codigo_fk" FOREIGN KEY ("cod_linea") REFERENCES "public"."cat_lineas"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_familia_cat_familias_codigo_fk" FOREIGN KEY ("cod_familia") REFERENCES "public"."cat_familias"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_forma_farmaceutica_cat_presentaciones_codigo_fk" FOREIGN KEY ("cod_forma_farmaceutica") REFERENCES "public"."cat_presentaciones"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_generico_cat_genericos_codigo_fk" FOREIGN KEY ("cod_generico") REFERENCES "public"."cat_genericos"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_proveedor_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("cod_proveedor") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_cod_medida_cat_medidas_codigo_fk" FOREIGN KEY ("cod_medida") REFERENCES "public"."cat_medidas"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_forma_administracion_cat_formas_administracion_codigo_fk" FOREIGN KEY ("forma_administracion") REFERENCES "public"."cat_formas_administracion"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_proveedor_default_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("proveedor_default") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_id_cat_proveedores_marcas_enc_cat_proveedores_marcas_enc_id_cat_proveedores_marcas_enc_fk" FOREIGN KEY ("id_cat_proveedores_marcas_enc") REFERENCES "public"."cat_proveedores_marcas_enc"("id_cat_proveedores_marcas_enc") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_proveedor_cat_recargas_proveedores_codigo_fk" FOREIGN KEY ("recarga_proveedor") REFERENCES "public"."cat_recargas_proveedores"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_compania_cat_recargas_companias_codigo_fk" FOREIGN KEY ("recarga_compania") REFERENCES "public"."cat_recargas_companias"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD CONSTRAINT "cat_articulos_recarga_tipo_producto_cat_recargas_tipos_producto_codigo_fk" FOREIGN KEY ("recarga_tipo_producto") REFERENCES "public"."cat_recargas_tipos_producto"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_cod_barras" ADD CONSTRAINT "cat_articulos_cod_barras_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_det" ADD CONSTRAINT "cat_articulos_proveedores_costos_det_id_cat_articulos_proveedores_costos_enc_cat_articulos_proveedores_costos_enc_id_cat_articulos_proveedores_costos_enc_fk" FOREIGN KEY ("id_cat_articulos_proveedores_costos_enc") REFERENCES "public"."cat_articulos_proveedores_costos_enc"("id_cat_articulos_proveedores_costos_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_det" ADD CONSTRAINT "cat_articulos_proveedores_costos_det_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_enc" ADD CONSTRAINT "cat_articulos_proveedores_costos_enc_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_articulos_proveedores_costos_enc" ADD CONSTRAINT "cat_articulos_proveedores_costos_enc_id_cat_proveedores_marcas_det_cat_proveedores_marcas_det_id_cat_proveedores_marcas_det_fk" FOREIGN KEY ("id_cat_proveedores_marcas_det") REFERENCES "public"."cat_proveedores_marcas_det"("id_cat_proveedores_marcas_det") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_clientes" ADD CONSTRAINT "cat_clientes_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_genericos" ADD CONSTRAINT "cat_genericos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupo_productos" ADD CONSTRAINT "cat_grupo_productos_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupo_productos" ADD CONSTRAINT "cat_grupo_productos_cod_formula_cat_formulas_codigo_fk" FOREIGN KEY ("cod_formula") REFERENCES "public"."cat_formulas"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupo_sucursales_det" ADD CONSTRAINT "cat_grupo_sucursales_det_id_cat_grupo_sucursales_enc_cat_grupo_sucursales_enc_id_cat_grupo_sucursales_enc_fk" FOREIGN KEY ("id_cat_grupo_sucursales_enc") REFERENCES "public"."cat_grupo_sucursales_enc"("id_cat_grupo_sucursales_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupo_sucursales_det" ADD CONSTRAINT "cat_grupo_sucursales_det_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupos_entrega_clientes" ADD CONSTRAINT "cat_grupos_entrega_clientes_grupo_cat_grupos_entrega_grupo_fk" FOREIGN KEY ("grupo") REFERENCES "public"."cat_grupos_entrega"("grupo") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_grupos_entrega_clientes" ADD CONSTRAINT "cat_grupos_entrega_clientes_cod_cliente_cat_clientes_cod_cliente_fk" FOREIGN KEY ("cod_cliente") REFERENCES "public"."cat_clientes"("cod_cliente") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_medidas" ADD CONSTRAINT "cat_medidas_cod_presentacion_cat_presentaciones_codigo_fk" FOREIGN KEY ("cod_presentacion") REFERENCES "public"."cat_presentaciones"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD CONSTRAINT "cat_proveedores_marcas_det_id_cat_proveedores_marcas_enc_cat_proveedores_marcas_enc_id_cat_proveedores_marcas_enc_fk" FOREIGN KEY ("id_cat_proveedores_marcas_enc") REFERENCES "public"."cat_proveedores_marcas_enc"("id_cat_proveedores_marcas_enc") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_proveedores_marcas_det" ADD CONSTRAINT "cat_proveedores_marcas_det_cod_proveedor_cat_proveedores_cod_proveedor_fk" FOREIGN KEY ("cod_proveedor") REFERENCES "public"."cat_proveedores"("cod_proveedor") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_recargas_usuario_sucursal" ADD CONSTRAINT "cat_recargas_usuario_sucursal_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_recargas_usuario_sucursal" ADD CONSTRAINT "cat_recargas_usuario_sucursal_id_proveedor_cat_recargas_proveedores_codigo_fk" FOREIGN KEY ("id_proveedor") REFERENCES "public"."cat_recargas_proveedores"("codigo") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cat_sucursales_direcciones" ADD CONSTRAINT "cat_sucursales_direcciones_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "control_ventas_transferencias" ADD CONSTRAINT "control_ventas_transferencias_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "control_ventas_transferencias" ADD CONSTRAINT "control_ventas_transferencias_cod_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("cod_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_cod_sucursal_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_cod_articulo_farmasi_cat_articulos_cod_articulo_farmasi_fk" FOREIGN KEY ("cod_articulo_farmasi") REFERENCES "public"."cat_articulos"("cod_articulo_farmasi") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_licenciatario_fk" FOREIGN KEY ("id_usuario_licenciatario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_web_usuario_fk" FOREIGN KEY ("id_web_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_bitacora" ADD CONSTRAINT "lic_bitacora_sesion_fk" FOREIGN KEY ("id_sesion") REFERENCES "public"."licenciatarios_sesiones"("id_sesion") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_sesiones" ADD CONSTRAINT "lic_sesiones_licenciatario_fk" FOREIGN KEY ("id_usuario_licenciatario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_sesiones" ADD CONSTRAINT "lic_sesiones_abierta_por_fk" FOREIGN KEY ("abierta_por") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_usuarios_sucursales" ADD CONSTRAINT "lic_usuarios_sucursales_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."licenciatarios_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenciatarios_usuarios_sucursales" ADD CONSTRAINT "lic_usuarios_sucursales_sucursal_fk" FOREIGN KEY ("cod_sucursal") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recargas_envios" ADD CONSTRAINT "recargas_envios_id_cat_recargas_usuario_sucursal_cat_recargas_usuario_sucursal_id_cat_recargas_usuario_sucursal_fk" FOREIGN KEY ("id_cat_recargas_usuario_sucursal") REFERENCES "public"."cat_recargas_usuario_sucursal"("id_cat_recargas_usuario_sucursal") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_det" ADD CONSTRAINT "traspasos_sucursales_det_id_traspasos_sucursales_enc_traspasos_sucursales_enc_id_traspasos_sucursales_enc_fk" FOREIGN KEY ("id_traspasos_sucursales_enc") REFERENCES "public"."traspasos_sucursales_enc"("id_traspasos_sucursales_enc") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_cod_sucursal_origen_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal_origen") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_cod_sucursal_destino_cat_sucursales_cod_sucursal_fk" FOREIGN KEY ("cod_sucursal_destino") REFERENCES "public"."cat_sucursales"("cod_sucursal") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "traspasos_sucursales_enc" ADD CONSTRAINT "traspasos_sucursales_enc_id_usuario_recibio_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario_recibio") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "web_usuarios" ADD CONSTRAINT "web_usuarios_cod_empleado_empleados_cod_empleado_fk" FOREIGN KEY ("cod_empleado") REFERENCES "public"."empleados"("cod_empleado") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "web_usuarios" ADD CONSTRAINT "web_usuarios_id_web_usuarios_grupos_web_usuarios_grupos_id_web_usuarios_grupos_fk" FOREIGN KEY ("id_web_usuarios_grupos") REFERENCES "public"."web_usuarios_grupos"("id_web_usuarios_grupos") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "web_usuarios_permisos" ADD CONSTRAINT "web_usuarios_permisos_id_usuario_web_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."web_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "web_usuarios_permisos" ADD CONSTRAINT "web_usuarios_permisos_id_menu_web_menu_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."web_menu"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bar_articulos_categoria_idx" ON "bar_articulos" USING btree ("id_categoria");
--> statement-breakpoint
CREATE INDEX "bar_articulos_cod_barras_idx" ON "bar_articulos" USING btree ("cod_barras");
--> statement-breakpoint
CREATE INDEX "bar_articulos_descripcion_trgm" ON "bar_articulos" USING gin ("descripcion" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_categorias_descripcion_uq" ON "bar_categorias" USING btree ("id_seccion",lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_departamentos_descripcion_uq" ON "bar_departamentos" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE INDEX "bar_dias_descuento_sucursal_idx" ON "bar_dias_descuento" USING btree ("cod_sucursal","fecha_vigencia_final");
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_principal_desc_uq" ON "bar_ecommerce_principal" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_principal_articulo_uq" ON "bar_ecommerce_principal" USING btree ("cod_articulo");
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ecommerce_variantes_articulo_uq" ON "bar_ecommerce_variantes" USING btree ("cod_articulo");
--> statement-breakpoint
CREATE INDEX "bar_ecommerce_variantes_principal_idx" ON "bar_ecommerce_variantes" USING btree ("id_principal");
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_exclusiones_activa_uq" ON "bar_exclusiones_descuento" USING btree ("tipo","id") WHERE "bar_exclusiones_descuento"."estatus" = 'A';
--> statement-breakpoint
CREATE UNIQUE INDEX "bar_secciones_descripcion_uq" ON "bar_secciones" USING btree ("id_departamento",lower("descripcion"));
--> statement-breakpoint
CREATE INDEX "cat_antibioticos_domicilios_medico_idx" ON "cat_antibioticos_domicilios" USING btree ("id_cat_antibioticos_medicos");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_antibioticos_medicos_cedula_uq" ON "cat_antibioticos_medicos" USING btree ("cedula");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_antibioticos_medicos_ssa_uq" ON "cat_antibioticos_medicos" USING btree ("ssa") WHERE "cat_antibioticos_medicos"."ssa" <> '0';
--> statement-breakpoint
CREATE INDEX "cat_antibioticos_medicos_nombre_trgm" ON "cat_antibioticos_medicos" USING gin (lower("nombre" || ' ' || "apellido_paterno" || ' ' || "apellido_materno") gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_articulos_cod_articulo_uq" ON "cat_articulos" USING btree ("cod_articulo");
--> statement-breakpoint
CREATE INDEX "cat_articulos_desc_trgm" ON "cat_articulos" USING gin (lower("descripcion_farmasi") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_articulos_formula_idx" ON "cat_articulos" USING btree ("cod_formula");
--> statement-breakpoint
CREATE INDEX "cat_articulos_laboratorio_idx" ON "cat_articulos" USING btree ("cod_laboratorio");
--> statement-breakpoint
CREATE INDEX "cat_articulos_cod_barras_art_idx" ON "cat_articulos_cod_barras" USING btree ("cod_articulo_farmasi");
--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pendiente_idx" ON "cat_articulos_difarmer" USING btree ("descripcion","cod_articulo") WHERE "cat_articulos_difarmer"."pendiente";
--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pend_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower("descripcion") gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";
--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_formula_trgm" ON "cat_articulos_difarmer" USING gin (lower("formula") gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_art_prov_costos_uq" ON "cat_articulos_proveedores_costos_enc" USING btree ("cod_articulo_farmasi","id_cat_proveedores_marcas_det");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_art_prov_costos_global_uq" ON "cat_articulos_proveedores_costos_enc" USING btree ("cod_articulo_farmasi") WHERE "cat_articulos_proveedores_costos_enc"."precio_global";
--> statement-breakpoint
CREATE INDEX "cat_clientes_nombre_trgm" ON "cat_clientes" USING gin (lower("nombre") gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_codigos_postales_uq" ON "cat_codigos_postales" USING btree ("codigo_postal","c_estado","c_mnpio","id_asenta_cpcons");
--> statement-breakpoint
CREATE INDEX "cat_familias_desc_trgm" ON "cat_familias" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_formas_administracion_desc_trgm" ON "cat_formas_administracion" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_formulas_desc_trgm" ON "cat_formulas" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_genericos_desc_trgm" ON "cat_genericos" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_genericos_formula_idx" ON "cat_genericos" USING btree ("cod_formula");
--> statement-breakpoint
CREATE INDEX "cat_grupo_productos_formula_idx" ON "cat_grupo_productos" USING btree ("cod_formula","grupo");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupo_productos_principal_uq" ON "cat_grupo_productos" USING btree ("cod_formula","grupo") WHERE "cat_grupo_productos"."articulo_principal";
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupo_sucursales_enc_grupo_uq" ON "cat_grupo_sucursales_enc" USING btree (lower("grupo"));
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_grupos_entrega_descripcion_uq" ON "cat_grupos_entrega" USING btree (lower("descripcion"));
--> statement-breakpoint
CREATE INDEX "cat_grupos_entrega_clientes_grupo_idx" ON "cat_grupos_entrega_clientes" USING btree ("grupo");
--> statement-breakpoint
CREATE INDEX "cat_laboratorios_desc_trgm" ON "cat_laboratorios" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_lineas_desc_trgm" ON "cat_lineas" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_medidas_presentacion_idx" ON "cat_medidas" USING btree ("cod_presentacion");
--> statement-breakpoint
CREATE INDEX "cat_presentaciones_desc_trgm" ON "cat_presentaciones" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_proveedores_nombre_trgm" ON "cat_proveedores" USING gin (lower("nombre") gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proveedores_marcas_det_uq" ON "cat_proveedores_marcas_det" USING btree ("id_cat_proveedores_marcas_enc","cod_proveedor");
--> statement-breakpoint
CREATE INDEX "cat_recargas_companias_desc_trgm" ON "cat_recargas_companias" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_recargas_proveedores_desc_trgm" ON "cat_recargas_proveedores" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cat_recargas_tipos_producto_desc_trgm" ON "cat_recargas_tipos_producto" USING gin (lower("descripcion") gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_recargas_usuario_sucursal_uq" ON "cat_recargas_usuario_sucursal" USING btree ("cod_sucursal","id_proveedor");
--> statement-breakpoint
CREATE INDEX "cat_sucursales_propia_idx" ON "cat_sucursales" USING btree ("propia");
--> statement-breakpoint
CREATE UNIQUE INDEX "cat_sucursales_direcciones_tipo_uq" ON "cat_sucursales_direcciones" USING btree ("cod_sucursal","tipo");
--> statement-breakpoint
CREATE UNIQUE INDEX "control_ventas_transferencias_pendiente_uq" ON "control_ventas_transferencias" USING btree ("cod_sucursal") WHERE "control_ventas_transferencias"."estatus" = 'P';
--> statement-breakpoint
CREATE INDEX "control_ventas_transferencias_fecha_idx" ON "control_ventas_transferencias" USING btree ("fecha");
--> statement-breakpoint
CREATE INDEX "existencias_articulo_idx" ON "existencias" USING btree ("cod_articulo_farmasi");
--> statement-breakpoint
CREATE UNIQUE INDEX "lic_bitacora_sesion_uq" ON "licenciatarios_bitacora" USING btree ("id_sesion");
--> statement-breakpoint
CREATE INDEX "lic_bitacora_licenciatario_fecha_idx" ON "licenciatarios_bitacora" USING btree ("id_usuario_licenciatario","fecha");
--> statement-breakpoint
CREATE UNIQUE INDEX "licenciatarios_sesiones_jti_uq" ON "licenciatarios_sesiones" USING btree ("jti");
--> statement-breakpoint
CREATE INDEX "lic_sesiones_licenciatario_idx" ON "licenciatarios_sesiones" USING btree ("id_usuario_licenciatario","abierta_por","emitida_en");
--> statement-breakpoint
CREATE UNIQUE INDEX "licenciatarios_usuarios_usuario_uq" ON "licenciatarios_usuarios" USING btree (lower("usuario"));
--> statement-breakpoint
CREATE INDEX "lic_usuarios_sucursales_sucursal_idx" ON "licenciatarios_usuarios_sucursales" USING btree ("cod_sucursal");
--> statement-breakpoint
CREATE INDEX "recargas_envios_pendientes_idx" ON "recargas_envios" USING btree ("cod_sucursal","enviado_en");
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_det_enc_idx" ON "traspasos_sucursales_det" USING btree ("id_traspasos_sucursales_enc");
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("fecha_traspaso" DESC NULLS LAST,"id_traspasos_sucursales_enc" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_estatus_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("estatus","fecha_traspaso" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_origen_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_origen","fecha_traspaso" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "traspasos_sucursales_enc_destino_fecha_idx" ON "traspasos_sucursales_enc" USING btree ("cod_sucursal_destino","fecha_traspaso" DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX "web_usuarios_usuario_uq" ON "web_usuarios" USING btree (lower("usuario"));
--> statement-breakpoint
-- Hand-written DDL the drizzle schema cannot express: extension, functions and triggers.
-- Members of an administrators' group hold every menu entry; seeds and tools call this after creating
-- administrators (the server grants entries new to the database itself, platform/menu-filas.ts).
CREATE OR REPLACE FUNCTION otorgar_menu_administradores() RETURNS void AS $$
  INSERT INTO web_usuarios_permisos (id_usuario, id_menu)
  SELECT u.id_usuario, m.id
  FROM web_usuarios u
  JOIN web_usuarios_grupos g ON g.id_web_usuarios_grupos = u.id_web_usuarios_grupos AND g.es_administrador
  CROSS JOIN web_menu m
  ON CONFLICT DO NOTHING;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A DIFARMER article is pending while no chain row links to it (docs/decisions/catalogos.md, Articles):
-- the flag is kept here, whoever writes cat_articulos (screens, seeds, imports), so the list reads an index.
CREATE OR REPLACE FUNCTION articulos_difarmer_pendiente() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.cod_articulo IS NOT NULL THEN
    UPDATE cat_articulos_difarmer SET pendiente = true WHERE cod_articulo = OLD.cod_articulo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.cod_articulo IS NOT NULL THEN
    UPDATE cat_articulos_difarmer SET pendiente = false WHERE cod_articulo = NEW.cod_articulo;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_pendiente
  AFTER INSERT OR DELETE OR UPDATE OF cod_articulo ON cat_articulos
  FOR EACH ROW EXECUTE FUNCTION articulos_difarmer_pendiente();
--> statement-breakpoint
-- The article search cache: the version counter of the article catalogue ('articulos' row of
-- catalogo_versiones, written by the catalogos/articulos data step) and the statement triggers that
-- raise it inside the writing transaction; the notice is delivered at commit to the listening servers
-- (platform/cache-versionada.ts). The catalogues whose names an article's detail shows raise it too.
CREATE OR REPLACE FUNCTION catalogo_version_articulos() RETURNS trigger AS $$
BEGIN
  UPDATE catalogo_versiones SET version = version + 1 WHERE nombre = 'articulos';
  PERFORM pg_notify('catalogo_versiones', 'articulos');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cat_articulos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_difarmer_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_difarmer
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_cod_barras_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_cod_barras
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_formulas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_formulas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_laboratorios_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_laboratorios
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_lineas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_lineas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_familias_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_familias
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_presentaciones_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_presentaciones
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_genericos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_genericos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_proveedores_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_proveedores
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_medidas_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_medidas
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
--> statement-breakpoint
CREATE TRIGGER cat_articulos_estatus_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cat_articulos_estatus
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_version_articulos();
