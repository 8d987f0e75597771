import { messages } from '@farmasi/contracts';
import { CLIENTES_POR_PAGINA, clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { parametros } from '../../../db/schema/index.ts';
import { NOMBRE_CADENA_OMISION, PARAMETRO_CLAVE_MAPAS, PARAMETRO_NOMBRE_CADENA } from './routes.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const consulta = await signIn(app, 'consulta');

type Lista = { clientes: { codCliente: number; nombre: string; sucursal: string }[]; totalRegistros: number };
const lista = async (query: string) =>
  (await admin.get(`/catalogos/clientes/consulta/${query}`)).json().data as Lista;

const LLAMADAS = [
  ['GET', '/catalogos/clientes/consulta/'],
  ['GET', '/catalogos/clientes/consulta/detalle/1'],
  ['GET', '/catalogos/clientes/consulta/detalle/horarios/1'],
  ['GET', '/catalogos/clientes/consulta/detalle/mapa/1'],
  ['POST', '/catalogos/clientes/guarda/detalle'],
  ['POST', '/catalogos/clientes/guarda/detalle/horarios'],
  ['GET', '/catalogos/clientes/consulta//excel'],
] as const;

describe('permissions', () => {
  it('answers 401 without a token to every call', async () => {
    for (const [method, url] of LLAMADAS) {
      const res = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the Clientes screen, on the list and on the detail calls', async () => {
    for (const [method, url] of LLAMADAS) {
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, []);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
  });
});

describe('GET catalogos/clientes/consulta/ (list)', () => {
  it('pages by 15 in Spanish name order and counts every active customer', async () => {
    const primera = await lista('');
    expect(primera.clientes).toHaveLength(CLIENTES_POR_PAGINA);
    expect(primera.totalRegistros).toBeGreaterThan(40);
    const ultima = await lista(`?pagina=${Math.ceil(primera.totalRegistros / CLIENTES_POR_PAGINA)}`);
    expect(ultima.clientes.length).toBe(primera.totalRegistros % CLIENTES_POR_PAGINA || CLIENTES_POR_PAGINA);
    const nombres = primera.clientes.map((c) => c.nombre);
    const clave = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    expect(nombres.map(clave)).toEqual([...nombres.map(clave)].sort());
  });

  it('finds by exact code and by name or business, accents and case ignored', async () => {
    const porCodigo = await lista('?buscar=101');
    expect(porCodigo.clientes.map((c) => c.codCliente)).toEqual([101]);
    const sinAcento = await lista('?buscar=ALAMOS');
    expect(sinAcento.clientes.map((c) => c.nombre)).toEqual(['Farmacia Álamos']);
    const negocio = await lista(`?buscar=${encodeURIComponent('farmacias del norte')}`);
    expect(negocio.clientes.map((c) => c.nombre).sort()).toEqual(['Farmacia Cumbres', 'Farmacia Obispado']);
    expect(negocio.totalRegistros).toBe(2);
  });

  it('shows the branch of a branch customer and none for the others', async () => {
    const [cliente] = (await lista('?buscar=1')).clientes.filter((c) => c.codCliente === 1);
    expect(cliente?.sucursal).not.toBe('');
    expect((await lista('?buscar=101')).clientes[0]?.sucursal).toBe('');
  });

  it('answers 400 with a Spanish message for a bad page', async () => {
    const res = await admin.get('/catalogos/clientes/consulta/?pagina=cero');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('La página no es válida.');
  });

  it('exports the filtered list to Excel', async () => {
    const res = await admin.get('/catalogos/clientes/consulta//excel?buscar=norte');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('GET detalle/{id}, detalle/horarios/{id}, detalle/mapa/{id}', () => {
  it('answers the customer with its position and maps link', async () => {
    const res = (await admin.get('/catalogos/clientes/consulta/detalle/101')).json();
    expect(res.value).toBe(true);
    expect(res.data).toMatchObject({ codCliente: 101, nombre: 'Farmacia San Rafael Centro', sucursal: '' });
    expect(res.data.latitud).toBeCloseTo(19.04, 1);
    expect(res.data.uRL).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=19\./);
  });

  it("answers 'Registro no encontrado' for an unknown customer on every detail call", async () => {
    for (const url of ['detalle/999999', 'detalle/horarios/999999', 'detalle/mapa/999999']) {
      const res = (await admin.get(`/catalogos/clientes/consulta/${url}`)).json();
      expect(res).toMatchObject({ value: false, message: m.noEncontrado });
    }
  });

  it('answers 400 with a Spanish message for a bad id on every detail call', async () => {
    for (const url of ['detalle/0', 'detalle/horarios/abc', 'detalle/mapa/-1']) {
      const res = await admin.get(`/catalogos/clientes/consulta/${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(m.clienteInvalido);
    }
  });

  it('lists one schedule per type in order, empty where the customer has none', async () => {
    const res = (await admin.get('/catalogos/clientes/consulta/detalle/horarios/112')).json();
    expect(res.data.map((h: { tipoDesc: string }) => h.tipoDesc)).toEqual([
      'Farmacia',
      'Consultorio médico',
      'Entrega a domicilio',
      'Días festivos',
    ]);
    expect(
      res.data.every(
        (h: { horarios: string; codCliente: number }) => h.horarios === '' && h.codCliente === 112,
      ),
    ).toBe(true);
    const conHorario = (await admin.get('/catalogos/clientes/consulta/detalle/horarios/101')).json();
    expect(conHorario.data[0].horarios).not.toBe('');
  });

  it("never offers another customer's position: the map call answers only the key and the chain's name", async () => {
    // Customer 112 has no position; before issue 24 it was offered every placed customer to copy.
    for (const id of [101, 112]) {
      const res = (await admin.get(`/catalogos/clientes/consulta/detalle/mapa/${id}`)).json();
      expect(res.value).toBe(true);
      expect(Object.keys(res.data).sort()).toEqual(['claveMapas', 'nombreCadena']);
      expect(res.data.nombreCadena).toBe('Farmasi');
    }
    const poner = (valor: string) =>
      db.update(parametros).set({ valor }).where(eq(parametros.nombre, PARAMETRO_NOMBRE_CADENA));
    await poner('  Farmacias de Prueba ');
    expect((await admin.get('/catalogos/clientes/consulta/detalle/mapa/112')).json().data.nombreCadena).toBe(
      'Farmacias de Prueba',
    );
    await poner(' ');
    expect((await admin.get('/catalogos/clientes/consulta/detalle/mapa/112')).json().data.nombreCadena).toBe(
      NOMBRE_CADENA_OMISION,
    );
    await poner('Farmasi');
  });

  it('names the Google Maps key only when the maps-key parameter holds one', async () => {
    const clave = async () =>
      (await admin.get('/catalogos/clientes/consulta/detalle/mapa/101')).json().data.claveMapas;
    expect(await clave()).toBeNull();
    const poner = (valor: string) =>
      db.update(parametros).set({ valor }).where(eq(parametros.nombre, PARAMETRO_CLAVE_MAPAS));
    await poner('  AIzaFalsaDePrueba  ');
    expect(await clave()).toBe('AIzaFalsaDePrueba');
    await poner('   ');
    expect(await clave()).toBeNull();
  });
});
