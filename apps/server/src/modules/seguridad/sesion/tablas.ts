import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-ins per account name (lower case), also for names that do not exist. */
export const loginIntentos = pgTable('login_intentos', {
  usuario: text('usuario').primaryKey(),
  fallos: integer('fallos').notNull().default(0),
  ultimoFallo: timestamp('ultimo_fallo', { withTimezone: true }),
  bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
});
