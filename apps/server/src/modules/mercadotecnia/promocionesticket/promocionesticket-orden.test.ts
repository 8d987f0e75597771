import {
  claveOrdenPromociones,
  promocionesTicketMessages as m,
  promocionesBaranetos,
  promocionesFarmacias,
  promocionesTicketBaranetosPantalla,
  promocionesTicketPantalla,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenBmp } from '../../../platform/imagenes.ts';
import { catPromocionesTicket } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const consulta = await signIn(app, 'consulta');
const F = promocionesFarmacias;
const B = promocionesBaranetos;

type Fila = { idCatPromocionesTicket: number; orden: number };
const lista = async (): Promise<Fila[]> => (await admin.get(F.consultar.path)).json().data;
const [sucursal] = await db
  .select({ c: catSucursales.codSucursal })
  .from(catSucursales)
  .where(eq(catSucursales.idEmpresa, EMPRESA.farmacias))
  .limit(1);
const crear = async (fechaFinal = sumarDias(hoy(), 5)) =>
  (
    await enviarFormulario(
      app,
      F.guardar.path,
      admin.token,
      { idCatPromocionesTicket: 0, fechaInicial: hoy(), fechaFinal, sucursales: [sucursal!.c] },
      { nombre: 'p.bmp', contenido: imagenBmp({ ancho: 300, alto: 90, texto: 'NUEVA' }) },
    )
  ).json().data as Fila;

describe('actualizar-orden-promocionesticket', () => {
  it('saves a dragged order renumbered 1..n, in one line only', async () => {
    const antes = await lista();
    const invertido = [...antes]
      .reverse()
      .map((p, i) => ({ idCatPromocionesTicket: p.idCatPromocionesTicket, orden: (i + 1) * 10 }));
    const res = (await admin.post(F.actualizarOrden.path, invertido)).json();
    expect(res).toMatchObject({ value: true, message: m.ordenGuardado });
    const despues = await lista();
    expect(despues.map((p) => p.idCatPromocionesTicket)).toEqual(
      [...antes].reverse().map((p) => p.idCatPromocionesTicket),
    );
    expect(despues.map((p) => p.orden)).toEqual(despues.map((_, i) => i + 1));
    // Issue 29: the line's order is read as 'orden-<línea>' (a bare 1 would be promotion 1's history).
    const historial = async (pantalla: number, clave: string | number) =>
      (
        await admin.get(
          `/sistemas/historial?pantalla=${pantalla}&tabla=cat_promociones_ticket&clave=${clave}`,
        )
      ).json().data.entradas as { cambios: { campo: string; antes: string; despues: string }[] }[];
    const [ultimo] = await historial(promocionesTicketPantalla.id, claveOrdenPromociones(EMPRESA.farmacias));
    expect(ultimo!.cambios).toEqual([
      {
        campo: 'orden',
        antes: JSON.stringify(antes.map((p) => p.idCatPromocionesTicket)),
        despues: JSON.stringify(despues.map((p) => p.idCatPromocionesTicket)),
      },
    ]);
    for (const e of await historial(promocionesTicketPantalla.id, EMPRESA.farmacias))
      expect(e.cambios.map((c) => c.campo)).not.toContain('orden');
  });

  it("refuses an order that misses one, repeats one or holds another line's, changing nothing", async () => {
    const antes = await lista();
    const orden = antes.map((p, i) => ({ idCatPromocionesTicket: p.idCatPromocionesTicket, orden: i + 1 }));
    const [ajena] = (await admin.get(B.consultar.path)).json().data as Fila[];
    for (const mala of [
      orden.slice(1),
      [...orden.slice(1), orden[1]!],
      [...orden.slice(1), { idCatPromocionesTicket: ajena!.idCatPromocionesTicket, orden: 99 }],
    ])
      expect((await admin.post(F.actualizarOrden.path, mala)).json()).toMatchObject({
        value: false,
        message: m.ordenIncompleto,
      });
    expect(await lista()).toEqual(antes);
    const vacia = await admin.post(F.actualizarOrden.path, []);
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().message).toContain(m.ordenIncompleto);
  });
});

describe('eliminar-promocionesticket', () => {
  it('removes one and closes the gap in the order', async () => {
    const creada = await crear();
    const antes = await lista();
    const [segunda] = antes;
    const res = (
      await admin.post(F.eliminar.path.replace(':id', String(segunda!.idCatPromocionesTicket)), {})
    ).json();
    expect(res).toMatchObject({ value: true, message: m.eliminada });
    const despues = await lista();
    expect(despues.map((p) => p.orden)).toEqual(despues.map((_, i) => i + 1));
    expect(despues.map((p) => p.idCatPromocionesTicket)).not.toContain(segunda!.idCatPromocionesTicket);
    expect(despues.map((p) => p.idCatPromocionesTicket)).toContain(creada.idCatPromocionesTicket);
  });

  it("answers Registro no encontrado for a missing one or another line's", async () => {
    const [ajena] = (await admin.get(B.consultar.path)).json().data as Fila[];
    for (const id of [999999, ajena!.idCatPromocionesTicket])
      expect((await admin.post(F.eliminar.path.replace(':id', String(id)), {})).json()).toMatchObject({
        value: false,
        message: m.noEncontrada,
      });
  });
});

describe('Historial of a promotion (issue 29)', () => {
  it("is read through its own line's screen only: the other line's answers no entries", async () => {
    const creada = await crear();
    const leer = async (pantalla: number) =>
      (
        await admin.get(
          `/sistemas/historial?pantalla=${pantalla}&tabla=cat_promociones_ticket&clave=${creada.idCatPromocionesTicket}`,
        )
      ).json().data as { entradas: { tipo: string }[]; totalRegistros: number };
    const propia = await leer(promocionesTicketPantalla.id);
    expect(propia.entradas.map((e) => e.tipo)).toEqual(['alta']);
    expect(await leer(promocionesTicketBaranetosPantalla.id)).toMatchObject({
      entradas: [],
      totalRegistros: 0,
    });
  });
});

describe('promocionesticket/consulta-pdf', () => {
  it('answers a real PDF with the images of the promotions not yet ended, in order', async () => {
    await crear(sumarDias(hoy(), 1));
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(catPromocionesTicket)
      .where(
        and(
          eq(catPromocionesTicket.idEmpresa, EMPRESA.farmacias),
          gte(catPromocionesTicket.fechaFinal, hoy()),
        ),
      )) as [{ n: number }];
    const res = (await admin.get(F.consultaPdf.path)).json();
    expect(res.value).toBe(true);
    const pdf = Buffer.from(res.data, 'base64');
    expect(pdf.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(n);
  });
});

describe('permissions', () => {
  const llamadas = [F, B].flatMap((l) => [
    ['GET', l.consultar.path],
    ['POST', l.consulta.path.replace(':id', '1')],
    ['POST', l.eliminar.path.replace(':id', '1')],
    ['POST', l.actualizarOrden.path],
    ['GET', l.sucursales.path],
    ['GET', l.consultaPdf.path],
  ]);

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of llamadas) {
      const res = await app.inject({ method: method as 'GET', url: `/admin/api${url}` });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await enviarFormulario(app, F.guardar.path, '', {})).statusCode).toBe(401);
  });

  it('answers 403 to every call of a user without the screen, and changes nothing', async () => {
    const antes = await lista();
    for (const [method, url] of llamadas) {
      const res =
        method === 'GET'
          ? await consulta.get(url!)
          : await consulta.post(url!, [{ idCatPromocionesTicket: 1, orden: 1 }]);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await enviarFormulario(app, B.guardar.path, consulta.token, {})).statusCode).toBe(403);
    expect(await lista()).toEqual(antes);
  });
});
