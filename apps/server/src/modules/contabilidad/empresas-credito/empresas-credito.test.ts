import { messages } from '@farmasi/contracts';
import { empresasCreditoMessages as m } from '@farmasi/contracts/contabilidad/empresas-credito';
import { Rfc } from '@nodecfdi/rfc';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { clientesCredito, clientesCreditoCorreos } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const [lugar] = await rowsOf<{ cp: string; colonia: string }>(
  db,
  sql`select codigo_postal as cp, colonia from cat_codigos_postales order by codigo_postal limit 1`,
);
const RFC_MORAL = 'FAR850312AB1'.slice(0, 11);
const conDigito = (base: string) => {
  for (const d of '0123456789A') if (Rfc.parse(`${base}${d}`).doesCheckSumMatch()) return `${base}${d}`;
  throw new Error('sin dígito');
};
const rfcNuevo = conDigito(RFC_MORAL);
const cliente = (o: Record<string, unknown> = {}) => ({
  codCliente: 0,
  rfc: rfcNuevo,
  nombre: 'FARMACEUTICOS UNIDOS',
  nombreComercial: 'Farmacéuticos Unidos',
  telefono: '(222) 123-4567',
  regimenFiscal: '601',
  publicoGeneral: false,
  correos: ['facturas@unidos.mx'],
  domicilio: {
    calle: 'Av. Juárez',
    numExterior: '100',
    numInterior: '',
    codPostal: lugar!.cp,
    colonia: lugar!.colonia,
  },
  ...o,
});
const LLAMADAS = [
  ['GET', '/empresascredito/consultar'],
  ['GET', '/empresascredito/consultar/hosp'],
  ['POST', '/empresascredito/consultarRFCCliente'],
  ['POST', '/empresascredito/guardarCliente'],
  ['GET', '/empresascredito/regimenFiscal'],
  ['GET', `/empresascredito/codigoPostal/${lugar!.cp}`],
  ['POST', '/empresascredito/guardarCorreoCliente'],
  ['POST', '/empresascredito/eliminarCorreoCliente'],
  ['POST', '/empresascredito/verificarRFC'],
] as const;

describe('permissions', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of LLAMADAS) {
      expect(
        (await app.inject({ method, url: `/admin/api${url}`, payload: method === 'POST' ? {} : undefined }))
          .statusCode,
        url,
      ).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });
});

describe('lists and lookups', () => {
  it('lists the demo customers, valid RFCs all, and finds by name without accents or by RFC', async () => {
    const todos = (await admin.get('/empresascredito/consultar')).json().data as {
      rfc: string;
      nombre: string;
    }[];
    expect(todos.length).toBeGreaterThanOrEqual(18);
    for (const c of todos) expect(Rfc.parse(c.rfc).doesCheckSumMatch(), c.rfc).toBe(true);
    const hospital = (await admin.get('/empresascredito/consultar/hospital san')).json().data as {
      nombre: string;
    }[];
    expect(hospital.map((h) => h.nombre)).toContain('HOSPITAL SAN RAFAEL');
    const pena = (await admin.get('/empresascredito/consultar/pena')).json().data as { nombre: string }[];
    expect(pena.map((h) => h.nombre)).toContain('ALEJANDRO MARTINEZ PEÑA');
    const porRfc = (
      await admin.get(`/empresascredito/consultar/${todos[0]!.rfc.slice(0, 6).toLowerCase()}`)
    ).json().data;
    expect(porRfc.length).toBeGreaterThan(0);
  });

  it('looks an RFC up: refuses a bad one (400), code 0 new or found, code 1 for the generic RFC', async () => {
    const malo = await admin.post('/empresascredito/consultarRFCCliente', { rfc: 'ABC991332XX1' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain(m.rfcInvalido);
    const nuevo = (
      await admin.post('/empresascredito/consultarRFCCliente', { rfc: ` ${rfcNuevo.toLowerCase()} ` })
    ).json();
    expect(nuevo).toMatchObject({ value: true, message: m.rfcNuevo, data: { code: 0, clientes: [] } });
    expect(nuevo.data.regimenFiscal.length).toBe(19);
    const [existente] = (await admin.get('/empresascredito/consultar/hospital')).json().data as {
      rfc: string;
    }[];
    const hallado = (
      await admin.post('/empresascredito/consultarRFCCliente', { rfc: existente!.rfc })
    ).json();
    expect(hallado.data.code).toBe(0);
    expect(hallado.data.clientes[0].rfc).toBe(existente!.rfc);
    expect(hallado.data.correos.length).toBeGreaterThan(0);
    expect(hallado.data.domicilios[0].codPostal).toMatch(/^\d{5}$/);
    const generico = (
      await admin.post('/empresascredito/consultarRFCCliente', { rfc: 'XAXX010101000' })
    ).json();
    expect(generico).toMatchObject({ message: m.rfcGenerico, data: { code: 1 } });
  });

  it('answers the colonias of a postal code and refuses a malformed one', async () => {
    const colonias = (await admin.get(`/empresascredito/codigoPostal/${lugar!.cp}`)).json().data as {
      colonia: string;
    }[];
    expect(colonias.map((c) => c.colonia)).toContain(lugar!.colonia);
    const malo = await admin.get('/empresascredito/codigoPostal/12a45');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain(m.codigoPostal);
  });
});

describe('verification and save', () => {
  it('verifies the check digit, the regime for the kind of person, the postal code and the name', async () => {
    const verificar = async (o: Record<string, string>) =>
      (
        await admin.post('/empresascredito/verificarRFC', {
          rfc: rfcNuevo,
          codigoPostal: lugar!.cp,
          nombre: 'FARMACEUTICOS UNIDOS',
          regimenFiscal: '601',
          ...o,
        })
      ).json().data;
    expect(await verificar({})).toEqual({ valor: true, mensaje: m.rfcVerificado });
    const otroDigito = `${rfcNuevo.slice(0, 11)}${rfcNuevo.endsWith('1') ? '2' : '1'}`;
    expect(await verificar({ rfc: otroDigito })).toEqual({ valor: false, mensaje: m.digitoVerificador });
    expect(await verificar({ regimenFiscal: '612' })).toEqual({
      valor: false,
      mensaje: m.regimenNoAplica('moral'),
    });
    expect(await verificar({ codigoPostal: '00001' })).toEqual({
      valor: false,
      mensaje: m.cpNoExiste('00001'),
    });
    expect(await verificar({ nombre: 'FARMACEUTICOS UNIDOS S.A. DE C.V.' })).toEqual({
      valor: false,
      mensaje: m.nombreConRegimen,
    });
  });

  it("refuses a company's name ending in 'S. DE R.L. DE C.V.', 'S.A.B. DE C.V.' or 'S.A.' (issue 24)", async () => {
    for (const tipo of ['S. DE R.L. DE C.V.', 'S.A.B. DE C.V.', 'S.A.']) {
      const res = await admin.post('/empresascredito/verificarRFC', {
        rfc: rfcNuevo,
        codigoPostal: lugar!.cp,
        nombre: `FARMACEUTICOS UNIDOS ${tipo}`,
        regimenFiscal: '601',
      });
      expect(res.json().data, tipo).toEqual({ valor: false, mensaje: m.nombreConRegimen });
    }
  });

  it("checks the save in the spec's order and saves nothing on a failure", async () => {
    const antes = (await db.select().from(clientesCredito)).length;
    const error = async (o: Record<string, unknown>) => {
      const res = await admin.post('/empresascredito/guardarCliente', cliente(o));
      return res.statusCode === 400 ? (res.json().message as string) : (res.json().message as string);
    };
    const domicilio = cliente().domicilio;
    expect(await error({ correos: [], nombre: '' })).toContain(m.alMenosUnCorreo);
    expect(await error({ nombre: ' ', nombreComercial: '' })).toContain(m.razonSocial);
    expect(await error({ nombreComercial: '' })).toContain(m.nombreComercial);
    expect(await error({ domicilio: { ...domicilio, calle: '', numExterior: '' } })).toContain(m.calle);
    expect(await error({ domicilio: { ...domicilio, numExterior: '' } })).toContain(m.numExterior);
    expect(await error({ domicilio: { ...domicilio, codPostal: '' } })).toContain(m.codigoPostal);
    expect(await error({ domicilio: { ...domicilio, colonia: '' } })).toContain(m.colonia);
    expect(await error({ correos: Array.from({ length: 10 }, (_, i) => `c${i}@x.mx`) })).toContain(
      m.correosMax,
    );
    expect(await error({ regimenFiscal: '612' })).toBe(m.regimenNoAplica('moral'));
    expect((await db.select().from(clientesCredito)).length).toBe(antes);
  });

  it('saves a new customer with its address and e-mails (repeats ignored), then edits it keeping its code', async () => {
    const res = (
      await admin.post(
        '/empresascredito/guardarCliente',
        cliente({ correos: ['a@unidos.mx', 'A@Unidos.mx', 'b@unidos.mx'] }),
      )
    ).json();
    expect(res).toMatchObject({
      value: true,
      message: m.clienteGuardado,
      data: { rfc: rfcNuevo, regimenFiscal: '601' },
    });
    const cod = res.data.codCliente as number;
    const correos = await db
      .select()
      .from(clientesCreditoCorreos)
      .where(eq(clientesCreditoCorreos.codCliente, cod));
    expect(correos.map((c) => c.correo)).toEqual(['a@unidos.mx', 'b@unidos.mx']);
    const otra = (await admin.post('/empresascredito/guardarCliente', cliente({ codCliente: 0 }))).json();
    expect(otra).toMatchObject({ value: false, message: m.rfcDeOtro });
    const editado = (
      await admin.post(
        '/empresascredito/guardarCliente',
        cliente({ codCliente: cod, nombreComercial: 'Unidos' }),
      )
    ).json();
    expect(editado.data).toMatchObject({ codCliente: cod, nombreComercial: 'Unidos' });
  });

  it('adds and removes e-mails of a saved customer at once: repeats ignored, ten refused, the last one kept', async () => {
    const [c] = (await admin.get('/empresascredito/consultar/hospital san')).json().data as {
      codCliente: number;
    }[];
    const id = c!.codCliente;
    const agregar = (correo: string) =>
      admin.post('/empresascredito/guardarCorreoCliente', { idCatClientesFacturacion: id, correo });
    let lista = (await agregar('nuevo@hsr.mx')).json().data as { correo: string }[];
    const n = lista.length;
    lista = (await agregar('NUEVO@hsr.mx')).json().data;
    expect(lista.length).toBe(n);
    for (let i = lista.length; i < 9; i++) await agregar(`extra${i}@hsr.mx`);
    expect((await agregar('decimo@hsr.mx')).json().message).toBe(m.correosMax);
    const invalido = await agregar('no-es-correo');
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toContain(m.correoInvalido);
    let correos = (
      await db.select().from(clientesCreditoCorreos).where(eq(clientesCreditoCorreos.codCliente, id))
    ).map((x) => x.correo);
    for (const correo of correos.slice(1))
      await admin.post('/empresascredito/eliminarCorreoCliente', { idCatClientesFacturacion: id, correo });
    const ultimo = await admin.post('/empresascredito/eliminarCorreoCliente', {
      idCatClientesFacturacion: id,
      correo: correos[0],
    });
    expect(ultimo.json().message).toBe(m.alMenosUnCorreo);
    correos = (
      await db.select().from(clientesCreditoCorreos).where(eq(clientesCreditoCorreos.codCliente, id))
    ).map((x) => x.correo);
    expect(correos).toHaveLength(1);
  });
});
