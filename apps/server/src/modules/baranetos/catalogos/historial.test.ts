import { messages } from '@farmasi/contracts';
import {
  categoriasPantalla,
  departamentosPantalla,
  seccionesPantalla,
} from '@farmasi/contracts/baranetos/catalogos';
import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, barExclusionesDescuento } from '../../../db/schema/index.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const base = '/baranetos/catalogos';

const guardar = async (nivel: string, body: object) => {
  const res = (await admin.post(`${base}/${nivel}/guardar`, body)).json();
  expect(res.value, JSON.stringify(res)).toBe(true);
  return res.data.codigo as number;
};
const url = (pantalla: number, tabla: string, clave: number | string) =>
  `/sistemas/historial?${new URLSearchParams({ pantalla: String(pantalla), tabla, clave: String(clave), pagina: '1' })}`;
const historial = async (pantalla: number, tabla: string, clave: number) => {
  const res = await admin.get(url(pantalla, tabla, clave));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entradas as EntradaHistorial[];
};

const dep = await guardar('departamentos', { codigo: 0, descripcion: 'Ferretería' });
const otroDep = await guardar('departamentos', { codigo: 0, descripcion: 'Jardín' });
const sec = await guardar('secciones', { codigo: 0, descripcion: 'Herramientas', IdDepartamento: dep });

describe('Historial of each level (issue 29)', () => {
  it('a section’s edit shows only what changed: its parent is in the before too', async () => {
    await guardar('secciones', { codigo: sec, descripcion: 'Herramientas manuales', IdDepartamento: dep });
    await guardar('secciones', {
      codigo: sec,
      descripcion: 'Herramientas manuales',
      IdDepartamento: otroDep,
    });
    const [cambioPadre, cambioNombre, alta] = await historial(seccionesPantalla.id, 'bar_secciones', sec);
    expect(alta?.tipo).toBe('alta');
    expect(cambioNombre?.cambios).toEqual([
      { campo: 'descripcion', antes: 'Herramientas', despues: 'Herramientas manuales' },
    ]);
    expect(cambioPadre?.cambios).toEqual([
      { campo: 'idDepartamento', antes: String(dep), despues: String(otroDep) },
    ]);
  });

  it('a deletion keeps the parent, and the exclusion it cancels is audited as Días de descuentos does', async () => {
    const cat = await guardar('categorias', { codigo: 0, descripcion: 'Martillos', IdSeccion: sec });
    await db.insert(barExclusionesDescuento).values({ tipo: 'C', id: cat, estatus: 'A' });
    expect((await admin.get(`${base}/categorias/eliminar/${cat}`)).json().value).toBe(true);
    const [baja] = await historial(categoriasPantalla.id, 'bar_categorias', cat);
    expect(baja?.tipo).toBe('baja');
    expect(baja?.cambios).toContainEqual({ campo: 'idSeccion', antes: String(sec), despues: null });
    const rows = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'bar_exclusiones_descuento'), eq(auditoria.clave, `C${cat}`)));
    expect(rows.map((r) => [r.antes, r.despues])).toEqual([[{ estatus: 'A' }, { estatus: 'C' }]]);
  });

  it('each screen reads only its own level’s table; a user without the screen gets 403', async () => {
    expect((await historial(departamentosPantalla.id, 'bar_departamentos', dep))[0]?.tipo).toBe('alta');
    const otra = await admin.get(url(departamentosPantalla.id, 'bar_secciones', sec));
    expect(otra.statusCode).toBe(403);
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.get(url(seccionesPantalla.id, 'bar_secciones', sec));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.servidor.sinPermiso);
  });
});
