import { messages } from '@farmasi/contracts';
import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { aplicarPreciosProgramados } from './aplicar.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const GUARDAR = '/proveedores/preciosProgramadosGuardar';
const [proveedor] = await rowsOf<{ cod: number }>(
  db,
  sql`select md.cod_proveedor as cod from cat_articulos_proveedores_costos_enc c
        join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
       group by md.cod_proveedor having count(*) >= 4 order by md.cod_proveedor limit 1`,
);
const COD = proveedor!.cod;
type Fila = {
  idCatArticulosProveedoresCostosEnc: number;
  costoActual: number;
  precioPublicoActual: number;
  pendiente: boolean;
};
const [fila] = ((await admin.get(`/proveedores/${COD}/0`)).json().data as Fila[]).filter((f) => !f.pendiente);
const ID = fila!.idCatArticulosProveedoresCostosEnc;
const manana = sumarDias(hoy(), 1);
const guardar = async (factor: number) => {
  const res = await admin.post(GUARDAR, {
    codProveedor: COD,
    datosPrecios: [
      {
        idCatArticulosProveedoresCostosEnc: ID,
        fechaInicio: manana,
        nuevoCosto: Math.round(fila!.costoActual * factor * 100) / 100,
        precioPublico: Math.round(fila!.precioPublicoActual * factor * 100) / 100,
      },
    ],
  });
  expect(res.json().value, res.body).toBe(true);
};
const TABLAS = preciosProgramadosPantalla.historial.tablas.join(',');
const url = (pantalla: number, tabla: string) =>
  `/sistemas/historial?${new URLSearchParams({ pantalla: String(pantalla), tabla, clave: String(ID), pagina: '1' })}`;
const entradas = async (pantalla = preciosProgramadosPantalla.id, tabla = TABLAS) => {
  const res = await admin.get(url(pantalla, tabla));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entradas as EntradaHistorial[];
};
const campo = (e: EntradaHistorial | undefined, nombre: string) => e?.cambios.find((c) => c.campo === nombre);

describe('Historial of a scheduled-price row (issue 29)', () => {
  it('keys each save by the cost row: the first an alta, a replacing one before → after', async () => {
    await guardar(1.1);
    await guardar(1.2);
    const [reemplazo, alta] = await entradas();
    expect(alta).toMatchObject({ tipo: 'alta', usuario: 'admin' });
    expect(Number(campo(alta, 'costoNuevo')?.despues)).toBe(Math.round(fila!.costoActual * 1.1 * 100) / 100);
    expect(campo(alta, 'fechaInicio')?.despues).toBe(manana);
    expect(reemplazo).toMatchObject({ tipo: 'cambio', usuario: 'admin' });
    expect(Number(campo(reemplazo, 'costoNuevo')?.antes)).toBe(
      Math.round(fila!.costoActual * 1.1 * 100) / 100,
    );
    expect(Number(campo(reemplazo, 'costoNuevo')?.despues)).toBe(
      Math.round(fila!.costoActual * 1.2 * 100) / 100,
    );
    // Same start date: not a change.
    expect(campo(reemplazo, 'fechaInicio')).toBeUndefined();
  });

  it('the job applying it writes, as the system, the schedule applied and the cost row’s new cost and price', async () => {
    const cuando = new Date(`${manana}T00:05:00-06:00`);
    expect(await aplicarPreciosProgramados(db, cuando)).toBeGreaterThanOrEqual(1);
    const [costo, aplicado, reemplazo] = await entradas();
    expect(reemplazo?.usuario).toBe('admin');
    expect(aplicado).toMatchObject({ tipo: 'cambio', usuario: '' });
    expect(campo(aplicado, 'aplicadoEn')).toEqual({
      campo: 'aplicadoEn',
      antes: null,
      despues: cuando.toISOString(),
    });
    expect(costo).toMatchObject({ tipo: 'cambio', usuario: '' });
    expect(Number(campo(costo, 'costo')?.antes)).toBe(fila!.costoActual);
    expect(Number(campo(costo, 'costo')?.despues)).toBe(Math.round(fila!.costoActual * 1.2 * 100) / 100);
    expect(Number(campo(costo, 'precioPublico')?.antes)).toBe(fila!.precioPublicoActual);
    // The same entry in Alta de artículos' history of the cost (its fields, its table).
    const [enArticulos] = await entradas(altaArticulosPantalla.id, 'cat_articulos_proveedores_costos_enc');
    expect(enArticulos?.id).toBe(costo?.id);
    const [{ pantalla }] = (await rowsOf<{ pantalla: number }>(
      db,
      sql`select pantalla from auditoria where id = ${aplicado!.id}`,
    )) as [{ pantalla: number }];
    expect(pantalla).toBe(preciosProgramadosPantalla.id);
    // Applied once: a second run writes nothing more.
    expect(await aplicarPreciosProgramados(db, cuando)).toBe(0);
    expect(await entradas()).toHaveLength(4);
  });

  it('answers 403 to a user without the screen', async () => {
    const consulta = await signIn(app, 'consulta');
    const res = await consulta.get(url(preciosProgramadosPantalla.id, TABLAS));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.servidor.sinPermiso);
  });
});
