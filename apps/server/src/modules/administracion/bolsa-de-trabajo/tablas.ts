import { char, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { archivos, auditColumns } from '../../../db/schema/index.ts';

/** Job vacancies of the public site (001 §3 Vacancy). estatus is always 'A' when saved (001 §4). */
export const catVacantes = pgTable('cat_vacantes', {
  idVacante: integer('id_vacante').primaryKey().generatedAlwaysAsIdentity(),
  area: text('area').notNull(),
  titulo: text('titulo').notNull(),
  estatus: char('estatus', { length: 1 }).notNull().default('A'),
  salario: text('salario').notNull().default(''),
  ubicacion: text('ubicacion').notNull(),
  estado: text('estado').notNull(),
  ciudad: text('ciudad').notNull(),
  seccionSobre: text('seccion_sobre').notNull().default(''),
  seccionDetalles: text('seccion_detalles').notNull().default(''),
  seccionDescripcion: text('seccion_descripcion').notNull().default(''),
  seccionOfrecemos: text('seccion_ofrecemos').notNull().default(''),
  tipoEmpleo: text('tipo_empleo').notNull(),
  modalidadEmpleo: text('modalidad_empleo').notNull(),
  /** Web user who saved it last (the session's, never the body's). */
  usuario: integer('usuario'),
  ...auditColumns,
});

/**
 * An applicant's CV for a vacancy (001 §3 Applicant CV). The file lives in `archivos` (private);
 * tipoDocumento is its type as read from the content.
 */
export const controlVacantesPostulantes = pgTable(
  'control_vacantes_postulantes',
  {
    idControlVacantesPostulantes: integer('id_control_vacantes_postulantes')
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    idVacante: integer('id_vacante').notNull(),
    idArchivo: integer('id_archivo').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    fechaSubida: timestamp('fecha_subida', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('control_vacantes_postulantes_vacante_idx').on(t.idVacante),
    // Short names: the generated ones pass PostgreSQL's 63 characters.
    foreignKey({
      name: 'postulantes_vacante_fk',
      columns: [t.idVacante],
      foreignColumns: [catVacantes.idVacante],
    }),
    foreignKey({ name: 'postulantes_archivo_fk', columns: [t.idArchivo], foreignColumns: [archivos.id] }),
  ],
);
