import { messages } from '@farmasi/contracts';
import { serviciosMedicosMessages as m } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catArticulos } from '../../../db/schema/index.ts';
import { hoy } from '../../../platform/fechas.ts';
import { agregar, articulo, BASE, con, listar, llamadas, masDias, sinToken } from './fixtures.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const HOY = hoy();

describe('permissions and bad requests', () => {
  it('answers 401 to every call without a token', async () => {
    for (const l of llamadas) expect((await sinToken(app, l)).statusCode, l.url).toBe(401);
  });

  it('answers 403 to every call for a user without the screen (consulta)', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const l of llamadas) {
      const res = await con(consulta, l);
      expect(res.statusCode, l.url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message to a bad body or path on every call', async () => {
    const malos = [
      await admin.post(`${BASE}/consulta-listado`, [1]),
      await admin.get(`${BASE}/consulta-listado-tipos-servicios/web_usuarios/Tipo`),
      await admin.get(`${BASE}/consulta-listado-tipos-servicios/CatServiciosMedicos/password_hash`),
      await agregar(admin, { servicio: 'Consulta', tipo: 'CO', costo: 'diez' }),
      await admin.post(`${BASE}/modificar-servicio-medico/`, { idServicioMedico: 'uno' }),
      await admin.post(`${BASE}/eliminar-servicio-medico`, { idServicioMedico: -1 }),
      await admin.post(`${BASE}/restaurar-servicio-medico`, {}),
      await agregar(admin, { servicio: 'Consulta', tipo: 'CO', costo: 10, fechaAplicacion: '2026-02-30' }),
    ];
    for (const res of malos) {
      expect(res.statusCode).toBe(400);
      expect(res.json().value).toBe(false);
      expect(res.json().message).toMatch(/[a-záéíóú]/i);
    }
    expect(malos[1]!.json().message).toContain(m.tablaNoValida);
    expect(malos[2]!.json().message).toContain(m.tablaNoValida);
    expect(malos[3]!.json().message).toContain('El costo debe ser un número.');
    expect(malos[7]!.json().message).toContain('La fecha de aplicación no es válida.');
  });
});

describe('consulta-listado and the types list', () => {
  it('lists the demo services in Spanish order with the price in effect, the cancelled one as C/SA', async () => {
    const lista = await listar(admin);
    expect(lista.length).toBeGreaterThanOrEqual(14);
    const nombres = lista.map((s) => s.servicio);
    expect(nombres.indexOf('Aplicación de inyección intramuscular')).toBeLessThan(
      nombres.indexOf('Certificado médico'),
    );
    const covid = lista.find((s) => s.servicio.includes('COVID'))!;
    expect(covid).toMatchObject({ estatus: 'C', estatusEnvio: 'SA', costo: 250 });
    const consulta = lista.find((s) => s.servicio === 'Consulta médica general')!;
    expect(consulta).toMatchObject({
      estatus: 'A',
      estatusEnvio: 'NE',
      costo: 45,
      costoPendiente: 50,
      fechaPendiente: masDias(HOY, 10),
      descripcionTipo: 'Consulta',
    });
    expect(lista.find((s) => s.servicio === 'Certificado médico')).toMatchObject({
      estatusEnvio: 'E',
      costo: 100,
      fechaAplicacion: masDias(HOY, -100),
    });
  });

  it('answers the service types for CatServiciosMedicos / Tipo only', async () => {
    const res = await admin.get(`${BASE}/consulta-listado-tipos-servicios/CatServiciosMedicos/Tipo`);
    expect(res.json().data).toEqual([
      { tipo: 'AP', descripcion: 'Aplicación' },
      { tipo: 'CO', descripcion: 'Consulta' },
      { tipo: 'DO', descripcion: 'Documento médico' },
      { tipo: 'ES', descripcion: 'Estudio rápido' },
      { tipo: 'PR', descripcion: 'Procedimiento' },
    ]);
  });
});

describe('agregar-servicio-medico', () => {
  const articulos = async () => (await db.select({ n: count() }).from(catArticulos))[0]!.n;

  it('checks description, type and cost in the spec order, then the type and duplicates; nothing saved', async () => {
    const antes = await articulos();
    const casos: [Record<string, unknown>, string][] = [
      [{ servicio: '  ', tipo: '', costo: null }, m.sinDescripcion],
      [{ servicio: 'Ultrasonido', tipo: '', costo: null }, m.sinTipo],
      [{ servicio: 'Ultrasonido', tipo: 'ES', costo: null }, m.sinCosto],
      [{ servicio: 'Ultrasonido', tipo: 'ES', costo: 0 }, m.sinCosto],
      [{ servicio: 'Ultrasonido', tipo: 'ES', costo: 1_000_000 }, m.costoMaximo],
      [{ servicio: 'Ultrasonido', tipo: 'ES', costo: 10.005 }, m.costoDecimales],
      [{ servicio: 'Ultrasonido', tipo: 'ZZ', costo: 10 }, m.tipoNoExiste],
      [
        { servicio: 'CERTIFICADO MEDICO', tipo: 'DO', costo: 10 },
        m.duplicado.replace('{servicio}', 'CERTIFICADO MEDICO'),
      ],
    ];
    for (const [servicio, mensaje] of casos) {
      const res = await agregar(admin, servicio);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ value: false, message: mensaje });
    }
    expect(await articulos()).toBe(antes);
  });

  it('adds the service and its article (001 §3 defaults) in effect today when no date is given', async () => {
    const res = await agregar(admin, {
      servicio: ' Electrocardiograma ',
      tipo: 'ES',
      costo: 350.5,
      fechaAplicacion: '',
    });
    expect(res.json()).toMatchObject({ value: true, message: m.agregado });
    const s = res.json().data;
    expect(s).toMatchObject({
      servicio: 'Electrocardiograma',
      tipo: 'ES',
      descripcionTipo: 'Estudio rápido',
      costo: 350.5,
      fechaAplicacion: HOY,
      estatus: 'A',
      estatusEnvio: 'E',
      costoPendiente: null,
    });
    expect(await articulo(db, s.codArticulo)).toMatchObject({
      descripcion: 'Electrocardiograma',
      descripcionFarmasi: 'Electrocardiograma',
      alto: '1.00',
      ancho: '1.00',
      fondo: '1.00',
      codigoSat: '01010101',
      estatus: 'A',
      soloFarmasi: true,
    });
    expect((await listar(admin)).some((x) => x.idServicioMedico === s.idServicioMedico)).toBe(true);
  });

  it('applies the sentinel or a past day today, and a later day from that day', async () => {
    for (const [servicio, fecha] of [
      ['Lavado de oídos', '1900-01-01'],
      ['Toma de temperatura', masDias(HOY, -3)],
    ] as const) {
      const s = (await agregar(admin, { servicio, tipo: 'PR', costo: 20, fechaAplicacion: fecha })).json()
        .data;
      expect(s).toMatchObject({ costo: 20, fechaAplicacion: HOY, estatusEnvio: 'E' });
    }
    const futuro = masDias(HOY, 5);
    const s = (
      await agregar(admin, { servicio: 'Audiometría', tipo: 'ES', costo: 300, fechaAplicacion: futuro })
    ).json().data;
    expect(s).toMatchObject({
      costo: null,
      fechaAplicacion: '1900-01-01',
      costoPendiente: 300,
      fechaPendiente: futuro,
      estatusEnvio: 'NE',
    });
  });

  it('shows a later price as the one in effect once its day comes (the date moved back to today)', async () => {
    const s = (
      await agregar(admin, {
        servicio: 'Espirometría',
        tipo: 'ES',
        costo: 400,
        fechaAplicacion: masDias(HOY, 7),
      })
    ).json().data;
    await db.execute(
      `UPDATE cat_servicios_medicos SET fecha_pendiente = '${HOY}' WHERE id_servicio_medico = ${s.idServicioMedico}`,
    );
    const ahora = (await listar(admin)).find((x) => x.idServicioMedico === s.idServicioMedico);
    expect(ahora).toMatchObject({
      costo: 400,
      fechaAplicacion: HOY,
      estatusEnvio: 'E',
      fechaPendiente: null,
    });
  });

  it('records who added it in the audit log', async () => {
    const s = (await agregar(admin, { servicio: 'Inyección subcutánea', tipo: 'AP', costo: 25 })).json().data;
    const filas = await db
      .select({ idUsuario: auditoria.idUsuario })
      .from(auditoria)
      .where(
        and(eq(auditoria.tabla, 'cat_servicios_medicos'), eq(auditoria.clave, String(s.idServicioMedico))),
      );
    expect(filas).toEqual([{ idUsuario: s.idUsuario }]);
    expect(s.idUsuario).toBeGreaterThan(0);
  });
});
