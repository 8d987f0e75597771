import { messages } from '@farmasi/contracts';
import { diasInternacionalesMessages as m } from '@farmasi/contracts/catalogos/dias-internacionales';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria } from '../../../db/schema/index.ts';
import { DIAS_DEMO } from './demo-datos.ts';
import { catDiasInternacionales } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const BASE = '/catalogos/dias-internacionales';
const GUARDAR = `${BASE}/guardar-dia-internacional`;
const ELIMINAR = `${BASE}/eliminar-dia-internacional`;

type Dia = {
  idCatDiasInternacionales: number;
  fecha: string;
  titulo: string;
  descripcion: string;
  fechaInicio: string;
  fechaFin: string;
  usuario: string;
};
const nuevo = {
  idCatDiasInternacionales: 0,
  fecha: '07-30',
  titulo: 'Día Internacional de la Amistad',
  descripcion: '<p><b>Día de la Amistad</b></p>',
  fechaInicio: '07-25',
  fechaFin: '07-30',
};
const todos = async () => (await admin.get(`${BASE}/0`)).json().data as Dia[];
const filaEnBase = async (id: number) =>
  (
    await db
      .select()
      .from(catDiasInternacionales)
      .where(eq(catDiasInternacionales.idCatDiasInternacionales, id))
  )[0];

describe('permissions and bad input', () => {
  it('answers 401 without a token on every call', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/0`],
      ['POST', GUARDAR],
      ['GET', `${ELIMINAR}/1`],
    ] as const)
      expect(
        (
          await app.inject({
            method,
            url: `/admin/api${url}`,
            payload: method === 'POST' ? nuevo : undefined,
          })
        ).statusCode,
      ).toBe(401);
  });

  it('answers 403 on every call to a user without the screen, and deletes nothing', async () => {
    const consulta = await signIn(app, 'consulta');
    const [primero] = await todos();
    for (const res of [
      await consulta.get(`${BASE}/0`),
      await consulta.post(GUARDAR, nuevo),
      await consulta.get(`${ELIMINAR}/${primero!.idCatDiasInternacionales}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
    expect(await filaEnBase(primero!.idCatDiasInternacionales)).toBeDefined();
  });

  it('answers 400 with a Spanish message for a bad id, body or day', async () => {
    for (const res of [
      await admin.get(`${BASE}/abc`),
      await admin.get(`${BASE}/-1`),
      await admin.get(`${ELIMINAR}/0`),
      await admin.get(`${ELIMINAR}/9999999999`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(m.idInvalido);
    }
    const sinCuerpo = await admin.post(GUARDAR, {});
    expect(sinCuerpo.statusCode).toBe(400);
    expect(sinCuerpo.json().message).toMatch(/idCatDiasInternacionales|Debe ser/);
    const diaMalo = await admin.post(GUARDAR, { ...nuevo, fecha: '02-30' });
    expect(diaMalo.statusCode).toBe(400);
    expect(diaMalo.json().message).toContain(m.diaMesInvalido);
    const largo = await admin.post(GUARDAR, { ...nuevo, descripcion: 'x'.repeat(5001) });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain(
      'La descripción con su formato admite como máximo 5000 caracteres.',
    );
  });
});

describe(`GET ${BASE}/{id}`, () => {
  it('answers every demo day (0 = all) in calendar order with who saved it', async () => {
    const dias = await todos();
    expect(dias.length).toBeGreaterThanOrEqual(DIAS_DEMO.length);
    const fechas = dias.map((d) => d.fecha);
    expect(fechas).toEqual([...fechas].sort());
    const salud = dias.find((d) => d.fecha === '04-07')!;
    expect(salud).toMatchObject({
      titulo: 'Día Mundial de la Salud',
      fechaInicio: '04-01',
      fechaFin: '04-07',
      usuario: 'admin',
    });
    expect(salud.descripcion).toBe(
      '<strong>Día Mundial de la Salud</strong><br /><span style="color:#0b6e4f">Cuida tu bienestar y el de tu familia.</span><br />',
    );
    expect(dias.find((d) => d.fecha === '02-04')?.titulo).toBe('Día Mundial contra el Cáncer');
    expect(dias.find((d) => d.fecha === '11-14')?.titulo).toBe('Día Mundial de la Diabetes');
  });

  it('answers one day by id, and the spec message for an id that does not exist', async () => {
    const [primero] = await todos();
    const uno = (await admin.get(`${BASE}/${primero!.idCatDiasInternacionales}`)).json();
    expect(uno).toMatchObject({ value: true, data: [primero] });
    expect((await admin.get(`${BASE}/999999`)).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
  });
});

describe(`POST ${GUARDAR}`, () => {
  it('creates a day with the spec transformations applied and records who saved it', async () => {
    const res = (
      await admin.post(GUARDAR, {
        ...nuevo,
        descripcion: '<p><b>Amistad</b></p><p><span style="color: rgb(255, 0, 0)">Abraza</span></p>',
        usuario: 12345,
      })
    ).json();
    expect(res).toMatchObject({ value: true, message: m.guardado });
    const id = res.data.idCatDiasInternacionales as number;
    const fila = await filaEnBase(id);
    expect(fila).toMatchObject({
      fecha: '07-30',
      titulo: 'Día Internacional de la Amistad',
      fechaInicio: '07-25',
      fechaFin: '07-30',
      descripcion: '<strong>Amistad</strong><br /><span style="color:#ff0000">Abraza</span><br />',
    });
    // The session's user, not the id the body sent.
    expect(res.data.usuario).toBe('admin');
    const [registro] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_dias_internacionales'), eq(auditoria.clave, String(id))));
    expect(registro).toBeDefined();
  });

  it('checks the text first, then its 120 characters (text, not HTML), then the days; saves nothing', async () => {
    const antes = (await todos()).length;
    const sinTexto = { ...nuevo, fecha: '', fechaInicio: '', fechaFin: '' };
    for (const descripcion of ['', '<p></p>', '<p><br></p>', '<script>alert(1)</script>'])
      expect((await admin.post(GUARDAR, { ...sinTexto, descripcion })).json()).toMatchObject({
        value: false,
        message: m.descripcionRequerida,
      });
    expect((await admin.post(GUARDAR, { ...sinTexto, descripcion: 'a'.repeat(121) })).json()).toMatchObject({
      value: false,
      message: m.descripcionLarga,
    });
    const conFormato = `<p><b style="color: rgb(1,2,3)">${'a'.repeat(60)}</b><span style="color:#123456">${'b'.repeat(60)}</span></p>`;
    expect((await admin.post(GUARDAR, { ...sinTexto, descripcion: conFormato })).json().message).toBe(
      m.fechaRequerida,
    );
    expect((await admin.post(GUARDAR, { ...nuevo, fechaInicio: '', fechaFin: '' })).json().message).toBe(
      m.inicioRequerido,
    );
    expect((await admin.post(GUARDAR, { ...nuevo, fechaFin: '' })).json().message).toBe(m.finRequerido);
    expect((await todos()).length).toBe(antes);
  });

  it('modifies a day, and refuses an id that does not exist', async () => {
    const [primero] = await todos();
    const { usuario: _quien, ...datos } = primero!;
    const res = (
      await admin.post(GUARDAR, {
        ...datos,
        titulo: '  Título nuevo  ',
        descripcion: 'Texto cambiado',
        fechaInicio: '12-20',
        fechaFin: '01-05',
      })
    ).json();
    expect(res).toMatchObject({ value: true, message: m.actualizado });
    expect(await filaEnBase(primero!.idCatDiasInternacionales)).toMatchObject({
      titulo: 'Título nuevo',
      descripcion: 'Texto cambiado<br />',
      fechaInicio: '12-20',
      fechaFin: '01-05',
      fecha: primero!.fecha,
    });
    expect((await admin.post(GUARDAR, { ...nuevo, idCatDiasInternacionales: 999999 })).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
  });
});

describe(`GET ${ELIMINAR}/{id}`, () => {
  it('deletes the day, then answers the spec message for it', async () => {
    const creado = (await admin.post(GUARDAR, nuevo)).json().data as Dia;
    const res = (await admin.get(`${ELIMINAR}/${creado.idCatDiasInternacionales}`)).json();
    expect(res).toMatchObject({ value: true, message: m.eliminado });
    expect(await filaEnBase(creado.idCatDiasInternacionales)).toBeUndefined();
    expect((await admin.get(`${ELIMINAR}/${creado.idCatDiasInternacionales}`)).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
  });
});
