-- The transfers' count per UTC day and status (traspasos_conteo_dia) follows every write to the header
-- table, whoever writes it (screens, seeds, a point of sale writing straight to the database): one
-- statement trigger per operation, with the rows it changed as transition tables, adds +1 per new row
-- and -1 per old one. Filled once from the rows already there (derived data, like an index).
CREATE OR REPLACE FUNCTION traspasos_conteo_cambio() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO traspasos_conteo_dia (dia, estatus, n)
      SELECT (fecha_traspaso AT TIME ZONE 'UTC')::date, estatus, count(*) FROM nuevas GROUP BY 1, 2
      ON CONFLICT (dia, estatus) DO UPDATE SET n = traspasos_conteo_dia.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE traspasos_conteo_dia c SET n = c.n - v.n
      FROM (SELECT (fecha_traspaso AT TIME ZONE 'UTC')::date AS dia, estatus, count(*) AS n
              FROM viejas GROUP BY 1, 2) v
      WHERE c.dia = v.dia AND c.estatus = v.estatus;
  ELSE
    INSERT INTO traspasos_conteo_dia (dia, estatus, n)
      SELECT dia, estatus, sum(d) FROM (
        SELECT (fecha_traspaso AT TIME ZONE 'UTC')::date AS dia, estatus, 1 AS d FROM nuevas
        UNION ALL
        SELECT (fecha_traspaso AT TIME ZONE 'UTC')::date, estatus, -1 FROM viejas
      ) cambios GROUP BY 1, 2 HAVING sum(d) <> 0
      ON CONFLICT (dia, estatus) DO UPDATE SET n = traspasos_conteo_dia.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION traspasos_conteo_vaciar() RETURNS trigger AS $$
BEGIN
  DELETE FROM traspasos_conteo_dia;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER traspasos_conteo_insert AFTER INSERT ON traspasos_sucursales_enc
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION traspasos_conteo_cambio();
--> statement-breakpoint
CREATE TRIGGER traspasos_conteo_update AFTER UPDATE ON traspasos_sucursales_enc
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION traspasos_conteo_cambio();
--> statement-breakpoint
CREATE TRIGGER traspasos_conteo_delete AFTER DELETE ON traspasos_sucursales_enc
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION traspasos_conteo_cambio();
--> statement-breakpoint
CREATE TRIGGER traspasos_conteo_truncate AFTER TRUNCATE ON traspasos_sucursales_enc
  FOR EACH STATEMENT EXECUTE FUNCTION traspasos_conteo_vaciar();
--> statement-breakpoint
INSERT INTO traspasos_conteo_dia (dia, estatus, n)
  SELECT (fecha_traspaso AT TIME ZONE 'UTC')::date, estatus, count(*) FROM traspasos_sucursales_enc GROUP BY 1, 2;
