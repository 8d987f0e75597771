import { format } from '@farmasi/contracts';
import {
  bolsaMessages as m,
  VACANTE_MAX,
  validarVacante,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { archivos, auditoria, webUsuarios } from '../../../db/schema/index.ts';
import { catVacantes, controlVacantesPostulantes } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/administracion/bolsa-de-trabajo';

const nueva = {
  idVacante: 0,
  area: 'Operaciones',
  titulo: 'Químico responsable sanitario',
  salario: '$22,000 mensuales',
  ubicacion: 'Sucursal Atlixco',
  estado: 'Puebla',
  ciudad: 'Atlixco',
  seccionSobre: 'Somos una cadena de farmacias.',
  seccionDetalles: 'Lunes a viernes.',
  seccionDescripcion: 'Responsable sanitario ante COFEPRIS.',
  seccionOfrecemos: 'Prestaciones de ley.',
  tipoEmpleo: 'Tiempo completo',
  modalidadEmpleo: 'Presencial',
};
const guardar = async (body: object) => (await admin.post(`${B}/guardar-actualizar-vacante`, body)).json();
const vacantes = async () => (await admin.get(`${B}/obtener-vacantes`)).json();

describe('obtener-vacantes', () => {
  it('lists the demo vacancies with their number of applicants, in Spanish title order', async () => {
    const res = await vacantes();
    expect(res.value).toBe(true);
    const auxiliar = res.data.find((v: { titulo: string }) => v.titulo === 'Auxiliar de farmacia');
    expect(auxiliar).toMatchObject({ estatus: 'A', numAplicantes: 3, tipoEmpleo: 'Tiempo completo' });
    const chofer = res.data.find((v: { titulo: string }) => v.titulo === 'Chofer repartidor');
    expect(chofer.numAplicantes).toBe(0);
    const titulos = res.data.map((v: { titulo: string }) => v.titulo);
    expect(titulos.indexOf('Desarrollador web')).toBeLessThan(titulos.indexOf('Diseñador gráfico'));
  });
});

describe('sucursales-info', () => {
  it('answers the active branches with their state and locality', async () => {
    const res = (await admin.post('/administracion/sucursales-info')).json();
    expect(res.value).toBe(true);
    expect(res.data.length).toBeGreaterThan(5);
    expect(res.data).toContainEqual(expect.objectContaining({ estado: 'Puebla', localidad: 'Atlixco' }));
  });
});

describe('guardar-actualizar-vacante', () => {
  it('checks the required fields in the modal order', () => {
    const vacia = {
      ...nueva,
      area: '',
      titulo: '',
      ubicacion: '',
      estado: '',
      ciudad: '',
      tipoEmpleo: '',
      modalidadEmpleo: '',
      seccionDescripcion: '',
    };
    const pasos: [Partial<typeof nueva>, string][] = [
      [{}, m.sinArea],
      [{ area: 'A' }, m.sinTitulo],
      [{ titulo: 'T' }, m.sinUbicacion],
      [{ ubicacion: 'U' }, m.sinEstado],
      [{ estado: 'Puebla' }, m.sinCiudad],
      [{ ciudad: 'Puebla' }, m.sinTipoEmpleo],
      [{ tipoEmpleo: 'Eventual' }, m.tipoEmpleoInvalido],
      [{ tipoEmpleo: 'Prácticas' }, m.sinModalidad],
      [{ modalidadEmpleo: 'Mixta' }, m.modalidadInvalida],
      [{ modalidadEmpleo: 'Híbrido' }, m.sinDescripcion],
    ];
    let v = vacia;
    for (const [cambio, mensaje] of pasos) {
      v = { ...v, ...cambio };
      expect(validarVacante(v)?.message).toBe(mensaje);
    }
    expect(validarVacante({ ...v, seccionDescripcion: 'D' })).toBeNull();
  });

  it('refuses through the server with the same messages and saves nothing', async () => {
    const antes = (await db.select().from(catVacantes)).length;
    expect(await guardar({ ...nueva, area: '  ' })).toMatchObject({ value: false, message: m.sinArea });
    expect(await guardar({ ...nueva, ciudad: '' })).toMatchObject({ value: false, message: m.sinCiudad });
    expect(await guardar({ ...nueva, modalidadEmpleo: 'Mixta' })).toMatchObject({
      value: false,
      message: m.modalidadInvalida,
    });
    expect(await guardar({ ...nueva, seccionDescripcion: '' })).toMatchObject({
      value: false,
      message: m.sinDescripcion,
    });
    expect(await guardar({ ...nueva, estado: 'Atlántida' })).toMatchObject({
      value: false,
      message: format(m.estadoSinSucursales, { estado: 'Atlántida' }),
    });
    expect(await guardar({ ...nueva, ciudad: 'Toluca' })).toMatchObject({
      value: false,
      message: format(m.ciudadFueraDeEstado, { ciudad: 'Toluca', estado: 'Puebla' }),
    });
    expect(await guardar({ ...nueva, idVacante: 999_999 })).toMatchObject({
      value: false,
      message: m.vacanteNoExiste,
    });
    expect(await db.select().from(catVacantes)).toHaveLength(antes);
  });

  it('answers 400 in Spanish for a field over its length or of the wrong type', async () => {
    const largo = await admin.post(`${B}/guardar-actualizar-vacante`, {
      ...nueva,
      titulo: 't'.repeat(VACANTE_MAX.titulo + 1),
    });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain(`El título admite como máximo ${VACANTE_MAX.titulo} caracteres.`);
    const tipo = await admin.post(`${B}/guardar-actualizar-vacante`, { ...nueva, idVacante: 'x' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toContain('idVacante');
  });

  it('creates with estatus A and the session user, whatever the body says, and audits it', async () => {
    const res = await guardar({
      ...nueva,
      estatus: 'B',
      usuario: 777,
      titulo: '  Químico responsable sanitario ',
    });
    expect(res).toMatchObject({ value: true, message: m.guardada });
    const [yo] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'admin'));
    expect(res.data).toMatchObject({
      ...nueva,
      idVacante: expect.any(Number),
      estatus: 'A',
      usuario: yo!.idUsuario,
      numAplicantes: 0,
    });
    const [fila] = await db.select().from(catVacantes).where(eq(catVacantes.idVacante, res.data.idVacante));
    expect(fila).toMatchObject({ titulo: 'Químico responsable sanitario', estatus: 'A' });
    expect(fila!.usuario).toBe(yo!.idUsuario);
    const log = await db.select().from(auditoria).where(eq(auditoria.tabla, 'cat_vacantes'));
    expect(log.some((l) => l.clave === String(res.data.idVacante))).toBe(true);
  });

  it('updates a vacancy, accepting a state and city written without accents or case', async () => {
    const creada = (await guardar({ ...nueva, titulo: 'Repartidor en moto' })).data;
    const res = await guardar({
      ...creada,
      estado: 'ciudad de mexico',
      ciudad: 'COYOACAN',
      modalidadEmpleo: 'Híbrido',
      salario: '',
    });
    expect(res).toMatchObject({
      value: true,
      data: {
        idVacante: creada.idVacante,
        estado: 'ciudad de mexico',
        modalidadEmpleo: 'Híbrido',
        salario: '',
      },
    });
    const todas = (await vacantes()).data.filter(
      (v: { titulo: string }) => v.titulo === 'Repartidor en moto',
    );
    expect(todas).toHaveLength(1);
  });

  it('keeps a state and city that no longer have branches when an edit leaves them as they were', async () => {
    const [vieja] = await db
      .insert(catVacantes)
      .values({
        ...nueva,
        idVacante: undefined,
        titulo: 'Vacante antigua',
        estado: 'Quintana Roo',
        ciudad: 'Tulum',
      } as never)
      .returning();
    const res = await guardar({
      ...nueva,
      idVacante: vieja!.idVacante,
      titulo: 'Vacante antigua (editada)',
      estado: 'Quintana Roo',
      ciudad: 'Tulum',
    });
    expect(res).toMatchObject({
      value: true,
      data: { titulo: 'Vacante antigua (editada)', ciudad: 'Tulum' },
    });
  });
});

describe('eliminar-vacante', () => {
  it('removes the vacancy with its applicants and their files, in one go', async () => {
    const lista = (await vacantes()).data;
    const conPostulantes = lista.find((v: { titulo: string }) => v.titulo === 'Desarrollador web');
    const filas = await db
      .select()
      .from(controlVacantesPostulantes)
      .where(eq(controlVacantesPostulantes.idVacante, conPostulantes.idVacante));
    expect(filas).toHaveLength(2);
    const res = (await admin.post(`${B}/eliminar-vacante`, { idVacante: conPostulantes.idVacante })).json();
    expect(res).toMatchObject({
      value: true,
      message: m.eliminada,
      data: { idVacante: conPostulantes.idVacante },
    });
    expect(
      await db.select().from(catVacantes).where(eq(catVacantes.idVacante, conPostulantes.idVacante)),
    ).toHaveLength(0);
    for (const f of filas)
      expect(await db.select().from(archivos).where(eq(archivos.id, f.idArchivo))).toHaveLength(0);
    const again = (await admin.post(`${B}/eliminar-vacante`, { idVacante: conPostulantes.idVacante })).json();
    expect(again).toMatchObject({ value: false, message: m.vacanteNoExiste });
  });

  it('answers 400 in Spanish for an id that is not valid', async () => {
    const res = await admin.post(`${B}/eliminar-vacante`, { idVacante: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(m.idVacante);
  });
});

describe('security', () => {
  const llamadas: [string, string, object?][] = [
    ['GET', `${B}/obtener-vacantes`],
    ['POST', `${B}/guardar-actualizar-vacante`, nueva],
    ['POST', `${B}/eliminar-vacante`, { idVacante: 1 }],
    ['GET', `${B}/obtener-postulantes-vacante/1`],
    ['POST', `${B}/eliminar-postulante`, { idControlVacantesPostulantes: 1, idVacante: 1 }],
    ['GET', `${B}/descargar-cv/1`],
    ['POST', '/administracion/sucursales-info'],
  ];

  it('answers 401 to every call without a token', async () => {
    for (const [method, url, payload] of llamadas) {
      const res = await app.inject({
        method: method as 'GET',
        url: `/admin/api${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to every call of a user without the screen', async () => {
    const cajero = await signIn(app, 'consulta');
    for (const [method, url, payload] of llamadas) {
      const res = method === 'GET' ? await cajero.get(url) : await cajero.post(url, payload);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
