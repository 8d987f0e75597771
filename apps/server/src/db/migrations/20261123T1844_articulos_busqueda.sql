-- The registration search (issue 10 §7): a term's matches are taken through the trigram index and
-- sorted when they are few, instead of walking every article in Spanish order (docs/rendimiento.md).
-- The folded text and the sort key are stored, so neither is recomputed for each matching row.
DROP INDEX "cat_articulos_desc_trgm";
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(f_unaccent(descripcion_farmasi))) STORED;
--> statement-breakpoint
ALTER TABLE "cat_articulos" ADD COLUMN "orden_espanol" text GENERATED ALWAYS AS (f_orden_espanol(descripcion_farmasi)) STORED;
--> statement-breakpoint
CREATE INDEX "cat_articulos_busqueda_trgm" ON "cat_articulos" USING gin ("busqueda" gin_trgm_ops);
--> statement-breakpoint
-- The first articles in Spanish order read from the index alone (an index-only scan): it holds what
-- the search filters on and returns.
CREATE INDEX "cat_articulos_busqueda_orden_idx" ON "cat_articulos" USING btree ("orden_espanol" COLLATE "C","descripcion_farmasi" COLLATE "C","cod_articulo" NULLS FIRST,"cod_articulo_farmasi","cod_formula","busqueda");
--> statement-breakpoint
-- The chain articles whose text holds the pattern (already folded) or whose formula is one of
-- `formulas`, read only through the indexes (trigram, formula): the planner's other choice, a walk in
-- Spanish order, reads every article when the matches are few or all late in the alphabet.
CREATE OR REPLACE FUNCTION public.articulos_que_contienen(patron text, formulas integer[])
  RETURNS TABLE (cod_articulo_farmasi integer, cod_articulo integer, orden_espanol text, descripcion_farmasi text)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  SET enable_indexscan = off
  SET enable_indexonlyscan = off
  AS $f$
    SELECT a.cod_articulo_farmasi, a.cod_articulo, a.orden_espanol, a.descripcion_farmasi
      FROM public.cat_articulos a
     WHERE a.busqueda LIKE patron OR a.cod_formula = ANY (formulas)
  $f$;
