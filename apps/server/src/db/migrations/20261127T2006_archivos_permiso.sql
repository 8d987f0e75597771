ALTER TABLE "archivos" ADD COLUMN "permiso" text;
--> statement-breakpoint
-- Private files stored before this change were applicants' CVs (issue 23): they belong to the job
-- board. Any other private file had no owner screen: no menu url is '(sin pantalla)', so nobody
-- reads it until a screen claims it.
UPDATE "archivos" SET "permiso" = CASE
    WHEN "id" IN (SELECT "id_archivo" FROM "control_vacantes_postulantes")
      THEN '/{product}/administracion/bolsa-de-trabajo'
    ELSE '(sin pantalla)' END
  WHERE NOT "publico";
--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_privado_con_permiso" CHECK ("archivos"."publico" or "archivos"."permiso" is not null);
