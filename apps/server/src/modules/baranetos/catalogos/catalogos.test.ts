import { format } from '@farmasi/contracts';
import { catalogosMessages as m } from '@farmasi/contracts/baranetos/catalogos';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import {
  auditoria,
  barDepartamentos,
  barExclusionesDescuento,
  barSecciones,
} from '../../../db/schema/index.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const base = '/baranetos/catalogos';

const guardar = async (nivel: string, body: object) =>
  (await admin.post(`${base}/${nivel}/guardar`, body)).json();
const consulta = async (nivel: string, texto = '') =>
  (await admin.get(`${base}/${nivel}/consulta/${encodeURIComponent(texto)}`)).json();

describe('permissions', () => {
  it('refuses a user without the screens (403) for every level', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const nivel of ['departamentos', 'secciones', 'categorias']) {
      expect((await cajero.get(`${base}/${nivel}/consulta/`)).statusCode).toBe(403);
      expect(
        (await cajero.post(`${base}/${nivel}/guardar`, { codigo: 0, descripcion: 'X' })).statusCode,
      ).toBe(403);
      expect((await cajero.get(`${base}/${nivel}/eliminar/1`)).statusCode).toBe(403);
    }
  });
});

describe('consulta', () => {
  it('lists the demo departments and finds by code or text, case-insensitive', async () => {
    const todos = await consulta('departamentos');
    expect(todos.value).toBe(true);
    expect(todos.data.map((d: { descripcion: string }) => d.descripcion)).toContain('Abarrotes');
    const bebidas = await consulta('departamentos', 'BEBI');
    expect(bebidas.data).toEqual([{ codigo: expect.any(Number), descripcion: 'Bebidas' }]);
    const porCodigo = await consulta('departamentos', String(bebidas.data[0].codigo));
    expect(porCodigo.data[0].descripcion).toBe('Bebidas');
  });

  it('gives sections their department and categories their section', async () => {
    const refrescos = (await consulta('secciones', 'refrescos')).data[0];
    expect(refrescos).toMatchObject({ descripcion: 'Refrescos', departamento: 'Bebidas' });
    const cola = (await consulta('categorias', 'refrescos de cola')).data[0];
    expect(cola).toMatchObject({
      descripcion: 'Refrescos de cola',
      IdSeccion: refrescos.codigo,
      seccion: 'Refrescos',
    });
  });
});

describe('guardar', () => {
  it('checks a department description', async () => {
    expect(await guardar('departamentos', { codigo: 0, descripcion: '  ' })).toMatchObject({
      value: false,
      message: m.departamento.sinDescripcion,
    });
  });

  it('checks a section in the spec order: department first, then description', async () => {
    expect(await guardar('secciones', { codigo: 0, descripcion: '', IdDepartamento: 0 })).toMatchObject({
      value: false,
      message: m.seccion.sinPadre,
    });
    expect(await guardar('secciones', { codigo: 0, descripcion: '', IdDepartamento: 1 })).toMatchObject({
      value: false,
      message: m.seccion.sinDescripcion,
    });
  });

  it('enforces the section on categories (the original client did not), after the description', async () => {
    expect(await guardar('categorias', { codigo: 0, descripcion: '', IdSeccion: 0 })).toMatchObject({
      value: false,
      message: m.categoria.sinDescripcion,
    });
    expect(await guardar('categorias', { codigo: 0, descripcion: 'Nueva', IdSeccion: 0 })).toMatchObject({
      value: false,
      message: m.categoria.sinPadre,
    });
    expect(await guardar('categorias', { codigo: 0, descripcion: 'Nueva', IdSeccion: 99999 })).toMatchObject({
      value: false,
      message: format(m.padreNoExiste, { padre: 'sección' }),
    });
  });

  it('creates, renames and refuses a duplicate description under the same parent', async () => {
    const creado = await guardar('departamentos', { codigo: 0, descripcion: 'Ferretería' });
    expect(creado).toMatchObject({ value: true, message: m.departamento.guardado });
    const codigo = creado.data.codigo as number;
    expect(await guardar('departamentos', { codigo: 0, descripcion: 'ferretería' })).toMatchObject({
      value: false,
      message: format(m.departamento.duplicado, { descripcion: 'ferretería' }),
    });
    expect((await guardar('departamentos', { codigo, descripcion: 'Ferretería y tlapalería' })).value).toBe(
      true,
    );
    const [row] = await db.select().from(barDepartamentos).where(eq(barDepartamentos.idDepartamento, codigo));
    expect(row?.descripcion).toBe('Ferretería y tlapalería');
    const seccion = await guardar('secciones', {
      codigo: 0,
      descripcion: 'Herramientas',
      IdDepartamento: codigo,
      departamento: '',
    });
    expect(seccion).toMatchObject({ value: true, message: m.seccion.guardado });
    const [audited] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'bar_secciones'), eq(auditoria.clave, String(seccion.data.codigo))));
    expect(audited?.despues).toMatchObject({ descripcion: 'Herramientas', idDepartamento: codigo });
  });

  it('refuses a name that differs only by accents or case, at every level (issue 30)', async () => {
    const dep = await guardar('departamentos', { codigo: 0, descripcion: 'Jardinería Exterior' });
    expect(dep.value).toBe(true);
    const idDep = dep.data.codigo as number;
    for (const otro of ['JARDINERIA EXTERIOR', 'jardineria exterior', 'Jardinería exterior']) {
      expect(await guardar('departamentos', { codigo: 0, descripcion: otro })).toMatchObject({
        value: false,
        message: format(m.departamento.duplicado, { descripcion: otro }),
      });
    }
    const sec = await guardar('secciones', {
      codigo: 0,
      descripcion: 'Bebés',
      IdDepartamento: idDep,
      departamento: '',
    });
    expect(sec.value).toBe(true);
    const idSec = sec.data.codigo as number;
    expect(
      await guardar('secciones', {
        codigo: 0,
        descripcion: 'Bebes',
        IdDepartamento: idDep,
        departamento: '',
      }),
    ).toMatchObject({ value: false, message: format(m.seccion.duplicado, { descripcion: 'Bebes' }) });
    const cat = await guardar('categorias', {
      codigo: 0,
      descripcion: 'Jabón neutro líquido',
      IdSeccion: idSec,
      seccion: '',
    });
    expect(cat.value).toBe(true);
    expect(
      await guardar('categorias', {
        codigo: 0,
        descripcion: 'JABON NEUTRO LIQUIDO',
        IdSeccion: idSec,
        seccion: '',
      }),
    ).toMatchObject({
      value: false,
      message: format(m.categoria.duplicado, { descripcion: 'JABON NEUTRO LIQUIDO' }),
    });
    // Renaming an item to its own name with other accents or case is not a duplicate of itself.
    expect(
      (
        await guardar('categorias', {
          codigo: cat.data.codigo,
          descripcion: 'Jabon Neutro Liquido',
          IdSeccion: idSec,
          seccion: '',
        })
      ).value,
    ).toBe(true);
  });

  it('answers 400 with a Spanish message for a description too long', async () => {
    const res = await admin.post(`${base}/departamentos/guardar`, {
      codigo: 0,
      descripcion: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(m.descripcionMax);
  });
});

describe('eliminar', () => {
  it('refuses a department with sections and changes nothing', async () => {
    const abarrotes = (await consulta('departamentos', 'Abarrotes')).data[0];
    const res = (await admin.get(`${base}/departamentos/eliminar/${abarrotes.codigo}`)).json();
    expect(res).toMatchObject({ value: false, message: m.departamento.conHijos });
    expect((await consulta('departamentos', 'Abarrotes')).data).toHaveLength(1);
  });

  it('refuses a category with articles', async () => {
    const arroz = (await consulta('categorias', 'Arroz')).data[0];
    expect((await admin.get(`${base}/categorias/eliminar/${arroz.codigo}`)).json()).toMatchObject({
      value: false,
      message: m.categoria.conHijos,
    });
  });

  it('deletes an empty item, cancels its exclusion and answers the server message', async () => {
    const d = (await guardar('departamentos', { codigo: 0, descripcion: 'Temporada' })).data.codigo as number;
    const s = (await guardar('secciones', { codigo: 0, descripcion: 'Navidad', IdDepartamento: d })).data
      .codigo as number;
    await db.insert(barExclusionesDescuento).values({ tipo: 'S', id: s, estatus: 'A' });
    expect((await admin.get(`${base}/secciones/eliminar/${s}`)).json()).toEqual({
      value: true,
      message: m.seccion.eliminado,
      data: null,
    });
    expect(await db.select().from(barSecciones).where(eq(barSecciones.idSeccion, s))).toHaveLength(0);
    const [exclusion] = await db
      .select()
      .from(barExclusionesDescuento)
      .where(and(eq(barExclusionesDescuento.tipo, 'S'), eq(barExclusionesDescuento.id, s)));
    expect(exclusion?.estatus).toBe('C');
    expect((await admin.get(`${base}/secciones/eliminar/${s}`)).json()).toMatchObject({
      value: false,
      message: m.seccion.noExiste,
    });
  });
});
