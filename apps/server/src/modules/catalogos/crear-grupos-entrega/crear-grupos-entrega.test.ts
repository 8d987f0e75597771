import { format, messages } from '@farmasi/contracts';
import { gruposEntregaMessages as m } from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catGruposEntrega, catGruposEntregaClientes } from '../../../db/schema/index.ts';
import { GRUPOS_ENTREGA_DEMO } from './demo.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const LISTA = '/grupos-entrega-hora';
const GUARDAR = '/grupos-entrega-hora/guardar';
const ELIMINAR = '/grupos-entrega-hora/eliminar';

type Grupo = Record<string, string | number> & { grupo: number; descripcion: string; clientes: number };
const lista = async () => (await admin.get(LISTA)).json().data as Grupo[];

const DIAS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
const CHECKS = ['checkLunes', 'checkMartes', 'checkMiercoles', 'checkJueves', 'checkViernes', 'checkSabado'];
/** A body with every day at 00:00 and unchecked, as the screen sends a new group. */
const cuerpo = (descripcion: string, cambios: Record<string, unknown> = {}): Record<string, unknown> => ({
  grupo: 0,
  descripcion,
  ...Object.fromEntries(DIAS.map((d) => [d, '00:00'])),
  ...Object.fromEntries(CHECKS.map((c) => [c, 'N'])),
  ...cambios,
});
const fila = async (grupo: number) =>
  (await db.select().from(catGruposEntrega).where(eq(catGruposEntrega.grupo, grupo)))[0];

describe('permissions', () => {
  it('answers 401 without a token to every call', async () => {
    for (const [method, url] of [
      ['GET', LISTA],
      ['POST', GUARDAR],
      ['POST', ELIMINAR],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the screen, on every call, and changes nothing', async () => {
    const consulta = await signIn(app, 'consulta');
    const antes = await lista();
    for (const res of [
      await consulta.get(LISTA),
      await consulta.post(GUARDAR, cuerpo('Intruso')),
      await consulta.post(ELIMINAR, { grupo: antes[0]!.grupo }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
    expect(await lista()).toEqual(antes);
  });
});

describe('bad bodies answer 400 with a Spanish message naming the field', () => {
  const mensaje400 = async (url: string, body: unknown) => {
    const res = await admin.post(url, body);
    expect(res.statusCode).toBe(400);
    return res.json().message as string;
  };

  it('guardar: name required, times HH:mm, flags S or N, grupo an id', async () => {
    expect(await mensaje400(GUARDAR, cuerpo('   '))).toBe(
      `${messages.servidor.datosInvalidos}: el campo 'descripcion' en el cuerpo: ${m.sinNombre}`,
    );
    expect(await mensaje400(GUARDAR, cuerpo('x'.repeat(101)))).toContain(m.nombreLargo);
    expect(await mensaje400(GUARDAR, cuerpo('Ruta X', { lunes: '24:00' }))).toBe(
      `${messages.servidor.datosInvalidos}: el campo 'lunes' en el cuerpo: La hora del lunes no es válida: use HH:mm, de 00:00 a 23:59.`,
    );
    expect(await mensaje400(GUARDAR, cuerpo('Ruta X', { miercoles: '8:00' }))).toContain(
      'La hora del miércoles no es válida',
    );
    expect(await mensaje400(GUARDAR, cuerpo('Ruta X', { checkSabado: 's' }))).toContain(
      "el campo 'checkSabado' en el cuerpo: La marca del sábado debe ser S o N.",
    );
    expect(await mensaje400(GUARDAR, cuerpo('Ruta X', { grupo: -1 }))).toContain(m.grupoInvalido);
    const { viernes: _, ...sinViernes } = cuerpo('Ruta X');
    expect(await mensaje400(GUARDAR, sinViernes)).toContain('La hora del viernes no es válida');
    expect((await lista()).some((g) => g.descripcion === 'Ruta X')).toBe(false);
  });

  it('eliminar: grupo a positive integer', async () => {
    expect(await mensaje400(ELIMINAR, { grupo: 0 })).toBe(
      `${messages.servidor.datosInvalidos}: el campo 'grupo' en el cuerpo: ${m.grupoInvalido}`,
    );
    expect(await mensaje400(ELIMINAR, { grupo: 'uno' })).toContain(m.grupoInvalido);
    expect(await mensaje400(ELIMINAR, {})).toContain(m.grupoInvalido);
  });
});

describe('GET /grupos-entrega-hora', () => {
  it('lists the demo groups in Spanish order with HH:mm times, S/N flags and their customers', async () => {
    const grupos = await lista();
    expect(grupos.map((g) => g.descripcion)).toEqual(
      GRUPOS_ENTREGA_DEMO.map((g) => g.descripcion).sort((a, b) => a.localeCompare(b, 'es')),
    );
    const bajio = grupos.find((g) => g.descripcion === 'Ruta Bajío')!;
    expect(bajio).toMatchObject({
      lunes: '09:30',
      martes: '00:00',
      miercoles: '09:30',
      checkLunes: 'S',
      checkMartes: 'N',
      checkMiercoles: 'S',
      checkSabado: 'N',
    });
    // The customer count is S43's assignment.
    const asignados = await db
      .select()
      .from(catGruposEntregaClientes)
      .where(eq(catGruposEntregaClientes.grupo, bajio.grupo));
    expect(bajio.clientes).toBe(asignados.length);
    expect(bajio.clientes).toBeGreaterThan(0);
  });
});

describe('POST /grupos-entrega-hora/guardar', () => {
  it('creates a group with its times and flags, recording who', async () => {
    const res = (
      await admin.post(
        GUARDAR,
        cuerpo('  Ruta Sierra Gorda  ', {
          lunes: '06:15',
          checkLunes: 'S',
          sabado: '23:59',
          checkSabado: 'S',
        }),
      )
    ).json();
    expect(res).toMatchObject({ value: true, message: m.creado });
    expect(res.data).toMatchObject({
      descripcion: 'Ruta Sierra Gorda',
      lunes: '06:15',
      sabado: '23:59',
      clientes: 0,
    });
    const guardado = await fila(res.data.grupo);
    expect(guardado).toMatchObject({
      descripcion: 'Ruta Sierra Gorda',
      lunes: '06:15:00',
      martes: '00:00:00',
      sabado: '23:59:00',
      checkLunes: 'S',
      checkMartes: 'N',
      checkSabado: 'S',
    });
    expect(guardado!.creadoPor).toBe(admin.data.idUsuario);
    const [registro] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_grupos_entrega'), eq(auditoria.clave, String(res.data.grupo))));
    expect(registro).toMatchObject({ idUsuario: admin.data.idUsuario, ruta: `/admin/api${GUARDAR}` });
  });

  it('edits a group: name, times and flags replaced; an unchecked day keeps the time sent', async () => {
    const { data } = (await admin.post(GUARDAR, cuerpo('Ruta Huasteca'))).json();
    const res = (
      await admin.post(
        GUARDAR,
        cuerpo('Ruta Huasteca Potosina', {
          grupo: data.grupo,
          martes: '12:45',
          checkMartes: 'S',
          jueves: '14:00',
        }),
      )
    ).json();
    expect(res).toMatchObject({ value: true, message: m.actualizado, data: { grupo: data.grupo } });
    expect(await fila(data.grupo)).toMatchObject({
      descripcion: 'Ruta Huasteca Potosina',
      martes: '12:45:00',
      checkMartes: 'S',
      jueves: '14:00:00',
      checkJueves: 'N',
      modificadoPor: admin.data.idUsuario,
    });
    // Its own name in other case is not a duplicate.
    const mismo = (await admin.post(GUARDAR, cuerpo('RUTA HUASTECA POTOSINA', { grupo: data.grupo }))).json();
    expect(mismo.value).toBe(true);
  });

  it('refuses a name another group has, ignoring accents and case, and saves nothing', async () => {
    const antes = await lista();
    const nuevo = (await admin.post(GUARDAR, cuerpo('ruta bajio'))).json();
    expect(nuevo).toEqual({
      value: false,
      message: format(m.duplicado, { nombre: 'ruta bajio' }),
      data: null,
    });
    const norte = antes.find((g) => g.descripcion === 'Ruta Norte')!;
    const renombre = (await admin.post(GUARDAR, cuerpo('RUTA OCCIDENTE', { grupo: norte.grupo }))).json();
    expect(renombre.message).toBe(format(m.duplicado, { nombre: 'RUTA OCCIDENTE' }));
    expect(await lista()).toEqual(antes);
  });

  it('refuses to edit a group that does not exist (checked before the name)', async () => {
    const res = (await admin.post(GUARDAR, cuerpo('Ruta Bajío', { grupo: 999_999 }))).json();
    expect(res).toEqual({ value: false, message: m.noExiste, data: null });
    expect(await fila(999_999)).toBeUndefined();
  });
});

describe('POST /grupos-entrega-hora/eliminar', () => {
  it('deletes a group without customers', async () => {
    const { data } = (await admin.post(GUARDAR, cuerpo('Ruta temporal'))).json();
    const res = (await admin.post(ELIMINAR, { grupo: data.grupo })).json();
    expect(res).toEqual({
      value: true,
      message: m.eliminado,
      data: { grupo: data.grupo, descripcion: 'Ruta temporal' },
    });
    expect(await fila(data.grupo)).toBeUndefined();
    const otraVez = (await admin.post(ELIMINAR, { grupo: data.grupo })).json();
    expect(otraVez).toEqual({ value: false, message: m.noExiste, data: null });
  });

  it('refuses a group with customers and keeps it and its customers', async () => {
    const centro = (await lista()).find((g) => g.descripcion === 'Ruta Centro matutina')!;
    expect(centro.clientes).toBeGreaterThan(0);
    const res = (await admin.post(ELIMINAR, { grupo: centro.grupo })).json();
    expect(res).toEqual({
      value: false,
      message: format(m.conClientes, { nombre: 'Ruta Centro matutina', clientes: centro.clientes }),
      data: null,
    });
    expect(await fila(centro.grupo)).toBeDefined();
    expect((await lista()).find((g) => g.grupo === centro.grupo)!.clientes).toBe(centro.clientes);
  });
});
