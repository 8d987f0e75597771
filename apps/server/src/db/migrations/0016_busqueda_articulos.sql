CREATE TABLE "catalogo_versiones" (
	"nombre" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "cat_clientes_nombre_trgm";--> statement-breakpoint
CREATE INDEX "cat_articulos_laboratorio_idx" ON "cat_articulos" USING btree ("cod_laboratorio");--> statement-breakpoint
CREATE INDEX "cat_antibioticos_medicos_nombre_trgm" ON "cat_antibioticos_medicos" USING gin (lower("nombre" || ' ' || "apellido_paterno" || ' ' || "apellido_materno") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_clientes_nombre_trgm" ON "cat_clientes" USING gin (lower("nombre") gin_trgm_ops);