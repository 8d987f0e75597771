-- Searches ignore accents and case, lists sort in Spanish order (docs/decisions/plataforma.md).
-- unaccent ships with PGlite and with PostgreSQL 15 (contrib; trusted, so the database owner may create it).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary), so no index may use it: f_unaccent(text) is the
-- IMMUTABLE form; searches compare lower(f_unaccent(x)) and the trigram indexes are built on it.
-- With superuser rights the C function itself is declared IMMUTABLE, which lets PostgreSQL inline the
-- wrapper (about three times faster per row); otherwise a plain SQL wrapper does the same work.
DO $$
BEGIN
  CREATE OR REPLACE FUNCTION public.f_unaccent_dict(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $f$ SELECT public.f_unaccent_dict(regdictionary 'public.unaccent', $1) $f$;
EXCEPTION WHEN insufficient_privilege THEN
  CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $f$ SELECT public.unaccent(regdictionary 'public.unaccent', $1) $f$;
END
$$;
--> statement-breakpoint
-- The Spanish sort key (no ICU collation in PGlite): without accents or case, but ñ after n (as
-- 'n~': '~' follows every letter byte-wise); compared with COLLATE "C" (platform/sql.ts ordenEspanol).
CREATE OR REPLACE FUNCTION public.f_orden_espanol(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $f$ SELECT lower(public.f_unaccent(replace(replace($1, 'ñ', 'n~'), 'Ñ', 'n~'))) $f$;
--> statement-breakpoint
DROP INDEX "cat_articulos_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_articulos_difarmer_pendiente_idx";--> statement-breakpoint
DROP INDEX "cat_articulos_difarmer_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_articulos_difarmer_pend_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_articulos_difarmer_formula_trgm";--> statement-breakpoint
DROP INDEX "cat_familias_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_formas_administracion_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_formulas_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_genericos_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_laboratorios_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_lineas_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_presentaciones_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_proveedores_nombre_trgm";--> statement-breakpoint
DROP INDEX "cat_recargas_companias_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_recargas_proveedores_desc_trgm";--> statement-breakpoint
DROP INDEX "cat_recargas_tipos_producto_desc_trgm";--> statement-breakpoint
DROP INDEX "bar_articulos_descripcion_trgm";--> statement-breakpoint
DROP INDEX "cat_clientes_nombre_trgm";--> statement-breakpoint
DROP INDEX "cat_antibioticos_medicos_nombre_trgm";--> statement-breakpoint
CREATE INDEX "cat_articulos_orden_idx" ON "cat_articulos" USING btree (f_orden_espanol("descripcion_farmasi") collate "C","descripcion_farmasi" collate "C");--> statement-breakpoint
CREATE INDEX "cat_sucursales_sucursal_trgm" ON "cat_sucursales" USING gin (lower(f_unaccent("sucursal")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_sucursales_nombre_trgm" ON "cat_sucursales" USING gin (lower(f_unaccent("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_articulos_desc_trgm" ON "cat_articulos" USING gin (lower(f_unaccent("descripcion_farmasi")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pendiente_idx" ON "cat_articulos_difarmer" USING btree (f_orden_espanol("descripcion") collate "C","descripcion" collate "C","cod_articulo") WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_pend_desc_trgm" ON "cat_articulos_difarmer" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE INDEX "cat_articulos_difarmer_formula_trgm" ON "cat_articulos_difarmer" USING gin (lower(f_unaccent("formula")) gin_trgm_ops) WHERE "cat_articulos_difarmer"."pendiente";--> statement-breakpoint
CREATE INDEX "cat_familias_desc_trgm" ON "cat_familias" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_formas_administracion_desc_trgm" ON "cat_formas_administracion" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_formulas_desc_trgm" ON "cat_formulas" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_genericos_desc_trgm" ON "cat_genericos" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_laboratorios_desc_trgm" ON "cat_laboratorios" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_lineas_desc_trgm" ON "cat_lineas" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_presentaciones_desc_trgm" ON "cat_presentaciones" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_proveedores_nombre_trgm" ON "cat_proveedores" USING gin (lower(f_unaccent("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_recargas_companias_desc_trgm" ON "cat_recargas_companias" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_recargas_proveedores_desc_trgm" ON "cat_recargas_proveedores" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_recargas_tipos_producto_desc_trgm" ON "cat_recargas_tipos_producto" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bar_articulos_descripcion_trgm" ON "bar_articulos" USING gin (lower(f_unaccent("descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_clientes_nombre_trgm" ON "cat_clientes" USING gin (lower(f_unaccent("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cat_antibioticos_medicos_nombre_trgm" ON "cat_antibioticos_medicos" USING gin (lower(f_unaccent("nombre" || ' ' || "apellido_paterno" || ' ' || "apellido_materno")) gin_trgm_ops);