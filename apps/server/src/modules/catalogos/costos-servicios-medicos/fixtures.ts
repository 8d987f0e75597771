import { CODIGO_SAT_SERVICIO } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app.ts';
import type { signIn } from '../../../../test/session.ts';
import type { Database } from '../../../db/client.ts';
import { catArticulos } from '../../../db/schema/index.ts';

export const BASE = '/serviciosmedicos';
export type Sesion = Awaited<ReturnType<typeof signIn>>;

/** Every call of the screen with a valid request (for the 401/403 checks). */
export const llamadas = [
  { method: 'POST', url: `${BASE}/consulta-listado`, body: {} },
  { method: 'GET', url: `${BASE}/consulta-listado-tipos-servicios/CatServiciosMedicos/Tipo` },
  {
    method: 'POST',
    url: `${BASE}/agregar-servicio-medico/`,
    body: { servicioMedico: { servicio: 'Intruso', tipo: 'CO', costo: 10, fechaAplicacion: '' } },
  },
  {
    method: 'POST',
    url: `${BASE}/modificar-servicio-medico/`,
    body: { idServicioMedico: 1, servicio: 'Intruso', tipo: 'CO', costo: 10, fechaAplicacion: '' },
  },
  { method: 'POST', url: `${BASE}/eliminar-servicio-medico`, body: { idServicioMedico: 1 } },
  { method: 'POST', url: `${BASE}/restaurar-servicio-medico`, body: { idServicioMedico: 1 } },
] as const;

export const sinToken = (app: TestApp, l: (typeof llamadas)[number]) =>
  app.inject({ method: l.method, url: `/admin/api${l.url}`, ...('body' in l ? { payload: l.body } : {}) });

export const con = (s: Sesion, l: (typeof llamadas)[number]) =>
  l.method === 'GET' ? s.get(l.url) : s.post(l.url, 'body' in l ? l.body : undefined);

export const listar = async (s: Sesion) =>
  (await s.post(`${BASE}/consulta-listado`, {})).json().data as {
    idServicioMedico: number;
    servicio: string;
    tipo: string;
    descripcionTipo: string;
    costo: number | null;
    fechaAplicacion: string;
    costoPendiente: number | null;
    fechaPendiente: string | null;
    codArticulo: number;
    estatus: 'A' | 'C';
    estatusEnvio: 'E' | 'NE' | 'SA';
  }[];

export const agregar = (s: Sesion, servicioMedico: Record<string, unknown>) =>
  s.post(`${BASE}/agregar-servicio-medico/`, {
    servicioMedico,
    articulo: { codigoSat: CODIGO_SAT_SERVICIO },
  });

export const modificar = (s: Sesion, body: Record<string, unknown>) =>
  s.post(`${BASE}/modificar-servicio-medico/`, body);

export const articulo = async (db: Database, cod: number) =>
  (await db.select().from(catArticulos).where(eq(catArticulos.codArticuloFarmasi, cod)))[0];

/** 'YYYY-MM-DD' n days from a day. */
export { sumarDias as masDias } from '../../../platform/fechas.ts';
