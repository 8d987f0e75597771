import { serviciosMedicosMessages as m } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy } from '../../../platform/fechas.ts';
import { agregar, articulo, BASE, listar, masDias, modificar } from './fixtures.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const HOY = hoy();
const cancelar = (id: number) => admin.post(`${BASE}/eliminar-servicio-medico`, { idServicioMedico: id });
const restaurar = (id: number) => admin.post(`${BASE}/restaurar-servicio-medico`, { idServicioMedico: id });

let id = 0;
let codArticulo = 0;
beforeAll(async () => {
  const s = (await agregar(admin, { servicio: 'Toma de peso y talla', tipo: 'PR', costo: 10 })).json().data;
  id = s.idServicioMedico;
  codArticulo = s.codArticulo;
});
const datos = (cambios: Record<string, unknown> = {}) => ({
  idServicioMedico: id,
  servicio: 'Toma de peso y talla',
  tipo: 'PR',
  costo: 10,
  fechaAplicacion: '',
  ...cambios,
});

describe('modificar-servicio-medico', () => {
  it('checks in the spec order and refuses an unknown service or another active service name', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [datos({ servicio: '', tipo: '', costo: 0 }), m.sinDescripcion],
      [datos({ tipo: '', costo: 0 }), m.sinTipo],
      [datos({ costo: 0 }), m.sinCosto],
      [datos({ idServicioMedico: 999_999 }), m.noExiste],
      [datos({ servicio: 'nebulizacion' }), m.duplicado.replace('{servicio}', 'nebulizacion')],
    ];
    for (const [body, mensaje] of casos)
      expect((await modificar(admin, body)).json()).toMatchObject({ value: false, message: mensaje });
  });

  it('changes description, type and price at once when no date is given; the article follows the name', async () => {
    const res = (await modificar(admin, datos({ servicio: 'Somatometría', tipo: 'CO', costo: 12.5 }))).json();
    expect(res).toMatchObject({ value: true, message: m.modificado });
    expect(res.data).toMatchObject({
      servicio: 'Somatometría',
      tipo: 'CO',
      costo: 12.5,
      fechaAplicacion: HOY,
      estatusEnvio: 'E',
    });
    expect(await articulo(db, codArticulo)).toMatchObject({
      descripcion: 'Somatometría',
      descripcionFarmasi: 'Somatometría',
    });
  });

  it('keeps the price in effect until a later day and shows the new one pending (NE)', async () => {
    const dia = masDias(HOY, 3);
    const res = (
      await modificar(admin, datos({ servicio: 'Somatometría', costo: 15, fechaAplicacion: dia }))
    ).json();
    expect(res.data).toMatchObject({
      costo: 12.5,
      fechaAplicacion: HOY,
      costoPendiente: 15,
      fechaPendiente: dia,
    });
    expect(res.data.estatusEnvio).toBe('NE');
    // The day comes (moved back): the list shows it in effect, and a later modification starts from it.
    await db.execute(
      `UPDATE cat_servicios_medicos SET fecha_pendiente = '${HOY}' WHERE id_servicio_medico = ${id}`,
    );
    expect((await listar(admin)).find((s) => s.idServicioMedico === id)).toMatchObject({
      costo: 15,
      estatusEnvio: 'E',
    });
    const otro = masDias(HOY, 9);
    const despues = (
      await modificar(admin, datos({ servicio: 'Somatometría', costo: 18, fechaAplicacion: otro }))
    ).json().data;
    expect(despues).toMatchObject({
      costo: 15,
      fechaAplicacion: HOY,
      costoPendiente: 18,
      fechaPendiente: otro,
    });
  });
});

describe('eliminar-servicio-medico and restaurar-servicio-medico', () => {
  it('cancels at once (C, SA), the article goes to baja, and the row stays in the list', async () => {
    const res = (await cancelar(id)).json();
    expect(res).toMatchObject({
      value: true,
      message: m.cancelado,
      data: { estatus: 'C', estatusEnvio: 'SA' },
    });
    expect((await articulo(db, codArticulo))!.estatus).toBe('B');
    expect((await listar(admin)).find((s) => s.idServicioMedico === id)?.estatus).toBe('C');
  });

  it('refuses to cancel or modify a cancelled service, and to restore an active one', async () => {
    expect((await cancelar(id)).json()).toMatchObject({ value: false, message: m.yaCancelado });
    expect((await modificar(admin, datos({ servicio: 'Somatometría' }))).json()).toMatchObject({
      value: false,
      message: m.yaCancelado,
    });
    const activo = (await listar(admin)).find((s) => s.servicio === 'Nebulización')!;
    expect((await restaurar(activo.idServicioMedico)).json()).toMatchObject({
      value: false,
      message: m.noCancelado,
    });
    expect((await cancelar(999_999)).json()).toMatchObject({ value: false, message: m.noExiste });
    expect((await restaurar(999_999)).json()).toMatchObject({ value: false, message: m.noExiste });
  });

  it('restores at once with its prices (pending one kept), and the article is active again', async () => {
    const res = (await restaurar(id)).json();
    expect(res).toMatchObject({
      value: true,
      message: m.recuperado,
      data: { estatus: 'A', estatusEnvio: 'NE', costo: 15, costoPendiente: 18 },
    });
    expect((await articulo(db, codArticulo))!.estatus).toBe('A');
  });

  it('refuses to restore a service whose name an active one now holds', async () => {
    await cancelar(id);
    await agregar(admin, { servicio: 'SOMATOMETRIA', tipo: 'CO', costo: 11 });
    expect((await restaurar(id)).json()).toMatchObject({
      value: false,
      message: m.duplicado.replace('{servicio}', 'Somatometría'),
    });
  });
});
