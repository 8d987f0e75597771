import { format, messages } from '@farmasi/contracts';
import {
  MEDICOS_TAMANO_PAGINA,
  medicosMessages as m,
  nombreCompleto,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catAntibioticosMedicos, webUsuarios } from '../../../db/schema/index.ts';
import { catAntibioticosDomicilios } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const [adminRow] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'admin'));
const idAdmin = adminRow!.idUsuario;

type Medico = {
  idCatAntibioticosMedicos: number;
  cedula: string;
  sSA: string;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  registros: number;
};
type Domicilio = {
  idCatAntibioticosDomicilios: number;
  idCatAntibioticosMedicos: number;
  cod_Estado: number;
  estado: string;
  calle: string;
  cP: string;
};

const pagina = async (p: number, buscar = '') =>
  (
    await admin.post('/antibioticosmedicos/consulta-medicos', {
      pagina: p,
      tamanoPagina: MEDICOS_TAMANO_PAGINA,
      idMedico: 0,
      buscar,
    })
  ).json().data as Medico[];
const domicilios = async (idMedico: number) =>
  (await admin.post('/antibioticosmedicos/consulta-domicilios', { idMedico })).json().data as Domicilio[];
const datos = (x: Medico) => ({
  idCatAntibioticosMedicos: x.idCatAntibioticosMedicos,
  cedula: x.cedula,
  sSA: x.sSA,
  nombre: x.nombre,
  apellidoPaterno: x.apellidoPaterno,
  apellidoMaterno: x.apellidoMaterno,
});
const ultimaAuditoria = async (tabla: string, clave: number) =>
  (
    await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, tabla), eq(auditoria.clave, String(clave))))
  ).at(-1);

describe('permissions', () => {
  it('answers 401 without a token and 403 on every call to users without the screen', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin/api/antibioticosmedicos/consulta-medicos',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    const consulta = await signIn(app, 'consulta');
    for (const res of [
      await consulta.post('/antibioticosmedicos/consulta-medicos', {}),
      await consulta.post('/antibioticosmedicos/consulta-registros', {}),
      await consulta.post('/antibioticosmedicos/consulta-domicilios', { idMedico: 1 }),
      await consulta.get('/antibioticosmedicos/estados'),
      await consulta.post('/antibioticosmedicos/modificar-datos-principales/', {
        idCatAntibioticosMedicos: 1,
      }),
      await consulta.post('/antibioticosmedicos/modificar-domicilio/', {}),
      await consulta.post('/antibioticosmedicos/eliminar-domicilio', {
        idCatAntibioticosDomicilios: 1,
        idCatAntibioticosMedicos: 1,
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });
});

describe('queries', () => {
  it('pages doctors by 15 with the total count and their address count', async () => {
    const total = (await admin.post('/antibioticosmedicos/consulta-registros', {})).json().data
      .totalRegistros;
    expect(total).toBeGreaterThanOrEqual(200);
    const p1 = await pagina(1);
    const p2 = await pagina(2);
    expect(p1).toHaveLength(15);
    expect(p2).toHaveLength(15);
    expect(p1.map((x) => x.idCatAntibioticosMedicos)).not.toContain(p2[0]!.idCatAntibioticosMedicos);
    expect(p1[0]!.cedula).toMatch(/^\d{7,8}$/);
    expect(p1[0]!.registros).toBeGreaterThanOrEqual(1);
    expect(await domicilios(p1[0]!.idCatAntibioticosMedicos)).toHaveLength(p1[0]!.registros);
  });

  it('searches by doctor name or cédula and counts the same set', async () => {
    const [primero] = await pagina(1);
    const found = await pagina(1, primero!.cedula);
    expect(found.map((x) => x.idCatAntibioticosMedicos)).toEqual([primero!.idCatAntibioticosMedicos]);
    const total = (
      await admin.post('/antibioticosmedicos/consulta-registros', { buscar: primero!.cedula })
    ).json();
    expect(total.data.totalRegistros).toBe(1);
  });

  it('answers the 32 states', async () => {
    const res = (await admin.get('/antibioticosmedicos/estados')).json();
    expect(res.data.estados).toHaveLength(32);
    expect(res.data.estados).toContainEqual({ descripcion: 'Puebla', cod_Estado: 21 });
  });
});

describe('POST /antibioticosmedicos/modificar-datos-principales/', () => {
  const url = '/antibioticosmedicos/modificar-datos-principales/';

  it('refuses an empty or 0 cédula before any other check', async () => {
    const [a, b] = await pagina(1);
    for (const cedula of ['', '0', ' ']) {
      // The SSA is also a duplicate: the cédula check comes first.
      const res = (await admin.post(url, { ...datos(a!), cedula, sSA: b!.sSA })).json();
      expect(res).toMatchObject({ value: false, message: m.cedulaVacia });
    }
  });

  it('refuses a duplicate cédula naming its holder, before the SSA check, and saves nothing', async () => {
    const medicos = await pagina(1);
    const a = medicos[0]!;
    const b = medicos.find(
      (x) => x.sSA !== '0' && x.idCatAntibioticosMedicos !== a.idCatAntibioticosMedicos,
    )!;
    const res = (await admin.post(url, { ...datos(a), cedula: b.cedula, sSA: b.sSA })).json();
    expect(res).toMatchObject({
      value: false,
      message: format(m.cedulaDuplicada, { name: nombreCompleto(b) }),
    });
    const [guardado] = await db
      .select()
      .from(catAntibioticosMedicos)
      .where(eq(catAntibioticosMedicos.idCatAntibioticosMedicos, a.idCatAntibioticosMedicos));
    expect(guardado!.cedula).toBe(a.cedula);
  });

  it("refuses a duplicate SSA naming its holder, but allows a shared '0'", async () => {
    const medicos = await pagina(1);
    const a = medicos[0]!;
    const b = medicos.find(
      (x) => x.sSA !== '0' && x.idCatAntibioticosMedicos !== a.idCatAntibioticosMedicos,
    )!;
    const res = (await admin.post(url, { ...datos(a), sSA: b.sSA })).json();
    expect(res).toMatchObject({ value: false, message: format(m.ssaDuplicado, { name: nombreCompleto(b) }) });
    const ceros = (await pagina(1)).concat(await pagina(2)).filter((x) => x.sSA === '0');
    expect(ceros.length).toBeGreaterThan(0);
    const ok = (await admin.post(url, { ...datos(a), sSA: '0' })).json();
    expect(ok).toMatchObject({ value: true, message: m.datosModificados });
  });

  it('saves the doctor, records the acting user and audits before and after', async () => {
    const [a] = await pagina(3);
    const res = (await admin.post(url, { ...datos(a!), nombre: 'Ramiro', cedula: '7654321' })).json();
    expect(res).toMatchObject({
      value: true,
      message: m.datosModificados,
      data: { nombre: 'Ramiro', cedula: '7654321' },
    });
    const [guardado] = await db
      .select()
      .from(catAntibioticosMedicos)
      .where(eq(catAntibioticosMedicos.idCatAntibioticosMedicos, a!.idCatAntibioticosMedicos));
    expect(guardado!.modificadoPor).toBe(idAdmin);
    const audit = await ultimaAuditoria('cat_antibioticos_medicos', a!.idCatAntibioticosMedicos);
    expect(audit).toMatchObject({
      idUsuario: idAdmin,
      antes: { cedula: a!.cedula },
      despues: { nombre: 'Ramiro' },
    });
  });

  it('refuses an unknown doctor', async () => {
    const res = (
      await admin.post(url, {
        idCatAntibioticosMedicos: 999999,
        cedula: '1234567',
        sSA: '0',
        nombre: 'X',
        apellidoPaterno: '',
        apellidoMaterno: '',
      })
    ).json();
    expect(res).toMatchObject({ value: false, message: m.medicoNoExiste });
  });
});

describe('addresses', () => {
  it('modifies an address with its state and records the acting user', async () => {
    const [a] = await pagina(4);
    const [d] = await domicilios(a!.idCatAntibioticosMedicos);
    const body = { ...d!, calle: 'Av. Universidad', cod_Estado: 14 };
    const res = (await admin.post('/antibioticosmedicos/modificar-domicilio/', body)).json();
    expect(res).toMatchObject({
      value: true,
      message: m.domicilioModificado,
      data: { calle: 'Av. Universidad', estado: 'Jalisco' },
    });
    const [fila] = await db
      .select()
      .from(catAntibioticosDomicilios)
      .where(eq(catAntibioticosDomicilios.idCatAntibioticosDomicilios, d!.idCatAntibioticosDomicilios));
    expect(fila!.modificadoPor).toBe(idAdmin);
    expect(
      await ultimaAuditoria('cat_antibioticos_domicilios', d!.idCatAntibioticosDomicilios),
    ).toMatchObject({
      idUsuario: idAdmin,
    });
  });

  it('refuses a postal code that is not five digits, as the screen does (issue 30), and writes nothing', async () => {
    const [a] = await pagina(4);
    const [d] = await domicilios(a!.idCatAntibioticosMedicos);
    const post = (cP: string) => admin.post('/antibioticosmedicos/modificar-domicilio/', { ...d!, cP });
    for (const cP of ['7200', '', '7200a', ' 720'])
      expect((await post(cP)).json()).toMatchObject({ value: false, message: m.cpInvalido });
    const [fila] = await db
      .select()
      .from(catAntibioticosDomicilios)
      .where(eq(catAntibioticosDomicilios.idCatAntibioticosDomicilios, d!.idCatAntibioticosDomicilios));
    expect(fila!.cP).toBe(d!.cP);
    expect((await post(' 72000 ')).json()).toMatchObject({ value: true, data: { cP: '72000' } });
  });

  it('refuses an unknown state or address and a foreign doctor', async () => {
    const [a] = await pagina(4);
    const [d] = await domicilios(a!.idCatAntibioticosMedicos);
    const post = (b: object) => admin.post('/antibioticosmedicos/modificar-domicilio/', { ...d!, ...b });
    expect((await post({ cod_Estado: 99 })).json()).toMatchObject({
      value: false,
      message: m.estadoNoExiste,
    });
    expect((await post({ idCatAntibioticosMedicos: a!.idCatAntibioticosMedicos + 1 })).json()).toMatchObject({
      value: false,
      message: m.domicilioNoExiste,
    });
  });

  it('deletes an address, auditing the acting user', async () => {
    const [a] = await pagina(5);
    const [d] = await domicilios(a!.idCatAntibioticosMedicos);
    const body = {
      idCatAntibioticosDomicilios: d!.idCatAntibioticosDomicilios,
      idCatAntibioticosMedicos: a!.idCatAntibioticosMedicos,
      idUsuario: 1,
    };
    const res = (await admin.post('/antibioticosmedicos/eliminar-domicilio', body)).json();
    expect(res).toMatchObject({ value: true, message: m.domicilioEliminado });
    expect(
      (await domicilios(a!.idCatAntibioticosMedicos)).map((x) => x.idCatAntibioticosDomicilios),
    ).not.toContain(d!.idCatAntibioticosDomicilios);
    expect(
      await ultimaAuditoria('cat_antibioticos_domicilios', d!.idCatAntibioticosDomicilios),
    ).toMatchObject({
      idUsuario: idAdmin,
      despues: null,
    });
    expect((await admin.post('/antibioticosmedicos/eliminar-domicilio', body)).json()).toMatchObject({
      value: false,
      message: m.domicilioNoExiste,
    });
  });
});
