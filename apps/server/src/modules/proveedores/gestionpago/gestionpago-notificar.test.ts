import { format } from '@farmasi/contracts/messages';
import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enviarFormulario } from '../../../../test/formulario.ts';
import type { Correo } from '../../../platform/mail.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { abrirGestionPago, COMPROBANTE, DETALLE, PDF, PNG, PROCESO } from './gestionpago.fixtures.ts';
import { notificarPago } from './notificar.ts';

const t = await abrirGestionPago();
const { app, admin, consulta, db, suc1 } = t;

/** A payment in process of a new supplier: two invoices less a note. */
const pagoEnProceso = async (o: Parameters<typeof t.proveedor>[0] = {}) => {
  const p = await t.proveedor(o);
  const facturas = [
    await t.factura(p.det, { sucursal: suc1.cod, importe: '1500.00' }),
    await t.factura(p.det, { sucursal: suc1.cod, importe: '250.50' }),
  ];
  const nota = await t.nota(p.det, { sucursal: suc1.cod, importe: '100.25' });
  const r = (
    await admin.post(PROCESO, { IdFacturasProveedores: facturas, IdFacturasProveedoresNotaCredito: [nota] })
  ).json();
  expect(r.value, r.message).toBe(true);
  return { ...p, id: r.data.idFacturasProveedoresPagoEnc as number, facturas, nota };
};
const notificar = (json: unknown, archivo?: { nombre: string; contenido: Buffer }, token = admin.token) =>
  enviarFormulario(app, COMPROBANTE, token, json, archivo);
const estatusPago = async (id: number) =>
  (
    await rowsOf<{ estatus: string; archivo: number | null; notificado: Date | null; cuenta: number | null }>(
      db,
      sql`select estatus, id_archivo_comprobante as archivo, fecha_notificacion as notificado,
                 id_cat_proveedores_marcas_cuentas as cuenta
            from facturas_proveedores_pago_enc where id_facturas_proveedores_pago_enc = ${id}`,
    )
  )[0];

describe("'Notificar pago a proveedor' (POST ProveedoresFacturasComprobante, multipart)", () => {
  it("checks in the spec's order: account, payment contact, PDF by its content", async () => {
    const sinCorreo = await pagoEnProceso({ contactos: [{ correo: 'ventas@x.mx', pago: false }] });
    const json = (cuenta: number) => ({
      IdFacturasProveedoresPagoEnc: sinCorreo.id,
      IdCatProveedoresMarcasCuentas: cuenta,
    });
    const png = { nombre: 'comprobante.pdf', contenido: PNG };
    expect((await notificar(json(0), png)).json()).toMatchObject({
      value: false,
      message: format(m.sinCuentaBancaria, { marca: sinCorreo.marca }),
    });
    const otro = await t.proveedor();
    expect((await notificar(json(otro.cuentas[0]!), png)).json()).toMatchObject({
      value: false,
      message: m.cuentaDeOtro,
    });
    expect((await notificar(json(sinCorreo.cuentas[0]!), png)).json()).toMatchObject({
      value: false,
      message: format(m.sinCorreo, { marca: sinCorreo.marca }),
    });
    const conCorreo = await pagoEnProceso();
    const bien = {
      IdFacturasProveedoresPagoEnc: conCorreo.id,
      IdCatProveedoresMarcasCuentas: conCorreo.cuentas[0],
    };
    // A PNG named .pdf, and a text that only says PDF, are refused by their content.
    expect((await notificar(bien, png)).json()).toMatchObject({ value: false, message: m.noEsPdf });
    const texto = { nombre: 'pago.pdf', contenido: Buffer.from('PDF de pago, no es un PDF') };
    expect((await notificar(bien, texto)).json()).toMatchObject({ value: false, message: m.noEsPdf });
    expect(await estatusPago(conCorreo.id)).toMatchObject({ estatus: 'PP', archivo: null, notificado: null });
    expect(t.correos()).toEqual([]);
  });

  it('marks the payment and its invoices P and notes A, keeps the proof private and e-mails it', async () => {
    const p = await pagoEnProceso({
      contactos: [
        { correo: 'cxc@proveedor-a.mx', pago: true },
        { correo: 'ventas@proveedor-a.mx', pago: false },
        { correo: 'tesoreria@proveedor-a.mx', pago: true },
      ],
    });
    const antes = t.correos().length;
    const res = await notificar(
      { IdFacturasProveedoresPagoEnc: p.id, IdCatProveedoresMarcasCuentas: p.cuentas[0] },
      { nombre: 'transferencia.pdf', contenido: PDF },
    );
    expect(res.json()).toMatchObject({
      value: true,
      message: m.notificado,
      data: {
        idFacturasProveedoresPagoEnc: p.id,
        estatus: 'P',
        correos: ['cxc@proveedor-a.mx', 'tesoreria@proveedor-a.mx'],
      },
    });
    const guardado = await estatusPago(p.id);
    expect(guardado).toMatchObject({ estatus: 'P', cuenta: p.cuentas[0] });
    expect(guardado!.notificado).not.toBeNull();
    for (const f of p.facturas) expect(await t.estatusDe('facturas', f)).toMatchObject({ estatus: 'P' });
    expect(await t.estatusDe('notas', p.nota)).toMatchObject({ estatus: 'A' });

    // The e-mail is written to the outbox, to the payment contacts only, with the proof attached.
    const correos = t.correos();
    expect(correos).toHaveLength(antes + 1);
    const eml = correos.at(-1)!;
    expect(eml).toMatch(/^To: cxc@proveedor-a\.mx, tesoreria@proveedor-a\.mx$/m);
    expect(eml).not.toContain('ventas@proveedor-a.mx');
    expect(eml).toContain('Content-Type: application/pdf; name=transferencia.pdf');
    expect(eml).toContain('Content-Disposition: attachment; filename=transferencia.pdf');
    expect(eml.replace(/\r\n/g, '')).toContain(PDF.toString('base64'));
    expect(eml).toContain('$1,650.25');

    // The proof: stored under the screen's permission, readable only by its users.
    const [archivo] = await rowsOf<{ permiso: string; publico: boolean; tipo: string }>(
      db,
      sql`select permiso, publico, tipo_mime as tipo from archivos where id = ${guardado!.archivo}`,
    );
    expect(archivo).toEqual({ permiso: gestionPagoPantalla.url, publico: false, tipo: 'application/pdf' });
    const url = `/archivos/${guardado!.archivo}`;
    expect((await app.inject({ method: 'GET', url: `/admin/api${url}` })).statusCode).toBe(401);
    expect((await consulta.get(url)).statusCode).toBe(403);
    const leido = await admin.get(url);
    expect(leido.statusCode).toBe(200);
    expect(leido.rawPayload.equals(PDF)).toBe(true);

    // The detail of a paid payment: read-only account, sent date, the proof in base64.
    const detalle = (await admin.get(DETALLE(p.id, p.det))).json().data;
    expect(detalle).toMatchObject({
      estatus: 'P',
      estatusDescripcion: 'Pagada',
      idCatProveedoresMarcasCuentas: p.cuentas[0],
      banco: 'BANORTE',
      cuentaBanco: '012180001000',
      archivoPdfBase64: PDF.toString('base64'),
      nombreArchivoPdf: 'transferencia.pdf',
    });
    expect(detalle.fechaNotificacion).not.toBe('1900-01-01');

    // Never twice: the second call is refused and writes no e-mail.
    const segunda = await notificar(
      { IdFacturasProveedoresPagoEnc: p.id, IdCatProveedoresMarcasCuentas: p.cuentas[0] },
      { nombre: 'transferencia.pdf', contenido: PDF },
    );
    expect(segunda.json()).toMatchObject({ value: false, message: m.pagoNotificado });
    expect(t.correos()).toHaveLength(antes + 1);
  });

  it('notifies without a proof (it is optional), camelCase json too', async () => {
    const p = await pagoEnProceso();
    const antes = t.correos().length;
    const res = await notificar({
      idFacturasProveedoresPagoEnc: p.id,
      idCatProveedoresMarcasCuentas: p.cuentas[0],
    });
    expect(res.json().value).toBe(true);
    const eml = t.correos().at(-1)!;
    expect(t.correos()).toHaveLength(antes + 1);
    expect(eml).not.toContain('Content-Disposition: attachment');
    expect(await estatusPago(p.id)).toMatchObject({ estatus: 'P', archivo: null });
  });

  it('answers a missing payment, and a malformed form with a Spanish 400', async () => {
    expect(
      (
        await notificar({ IdFacturasProveedoresPagoEnc: 2_000_000_000, IdCatProveedoresMarcasCuentas: 1 })
      ).json(),
    ).toMatchObject({ value: false, message: m.pagoNoExiste });
    const mal = await notificar('{no es json');
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain("el campo 'json' no es JSON");
    const sinCampo = await notificar({ IdCatProveedoresMarcasCuentas: 1 });
    expect(sinCampo.statusCode).toBe(400);
    expect(sinCampo.json().message).toContain('idFacturasProveedoresPagoEnc');
  });

  it('undoes everything when the e-mail cannot be sent', async () => {
    const p = await pagoEnProceso();
    const caido: Correo = {
      enviar: async () => {
        throw new Error('SMTP caído');
      },
      cerrar: () => {},
    };
    const actor = { idUsuario: 1, codEmpleado: null, requestId: 'prueba', metodo: 'POST', ruta: COMPROBANTE };
    await expect(
      notificarPago(
        db,
        caido,
        actor,
        { idFacturasProveedoresPagoEnc: p.id, idCatProveedoresMarcasCuentas: p.cuentas[0]! },
        {
          nombre: 'x.pdf',
          contenido: PDF,
        },
      ),
    ).rejects.toThrow('SMTP caído');
    expect(await estatusPago(p.id)).toMatchObject({ estatus: 'PP', archivo: null, notificado: null });
    for (const f of p.facturas) expect(await t.estatusDe('facturas', f)).toMatchObject({ estatus: 'PP' });
    expect(await t.estatusDe('notas', p.nota)).toMatchObject({ estatus: 'PP' });
  });

  it('two notifications at once: one e-mail, one P', async () => {
    const p = await pagoEnProceso();
    const antes = t.correos().length;
    const json = { IdFacturasProveedoresPagoEnc: p.id, IdCatProveedoresMarcasCuentas: p.cuentas[0] };
    const [a, b] = await Promise.all([notificar(json), notificar(json)]);
    expect([a.json().value, b.json().value].filter(Boolean)).toHaveLength(1);
    expect(t.correos()).toHaveLength(antes + 1);
  });
});
