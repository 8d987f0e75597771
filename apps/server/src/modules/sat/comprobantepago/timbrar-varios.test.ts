import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import type { Actor } from '../../../platform/audit.ts';
import {
  conPac,
  deHoy,
  guardar,
  pacDePrueba,
  porCliente,
  RECHAZO_PAC,
  TIMBRAR,
  TIMBRAR_VARIOS,
} from './comprobantepago.testutil.ts';
import { comprobantesPago } from './tablas.ts';
import { timbrarComprobante } from './timbrado.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const usar = conPac();
const actor: Actor = {
  idUsuario: null,
  codEmpleado: null,
  requestId: 'prueba',
  metodo: 'GET',
  ruta: 'prueba',
};

const pendientes = async (n: number) => {
  const ids: number[] = [];
  for (const grupo of (await porCliente(admin, 1)).slice(0, n)) {
    const res = await guardar(admin, [grupo[0]!]);
    expect(res.json().value, res.json().message).toBe(true);
    ids.push(res.json().data[0].idPago);
  }
  return ids;
};

describe('guardar-cfdpagos: the pending receipts stamped together', () => {
  it('stamps each listed receipt, one after another, each with its own answer; one stamped before answers its UUID', async () => {
    const { pac } = pacDePrueba(() => ({ ok: false, mensaje: RECHAZO_PAC, reintentable: false }));
    usar(pac);
    const [a, b, c] = await pendientes(3);
    for (const id of [a!, b!, c!]) await admin.get(`${TIMBRAR}/${id}`);
    const antes = await deHoy(admin, true);
    expect(antes.map((x) => x.idPago)).toEqual(expect.arrayContaining([a, b, c]));

    usar(null);
    const previo = (await admin.get(`${TIMBRAR}/${c}`)).json().data.uuid;
    const filas = antes.filter((x) => [a, b, c].includes(x.idPago));
    const res = (await admin.post(TIMBRAR_VARIOS, filas)).json();
    expect(res.value).toBe(true);
    const porId = new Map(res.data.map((r: { idPago: number }) => [r.idPago, r]));
    expect(porId.get(a!)).toMatchObject({ valor: true, yaTimbrado: false });
    expect(porId.get(b!)).toMatchObject({ valor: true, yaTimbrado: false });
    expect(porId.get(c!)).toMatchObject({ valor: true, yaTimbrado: true, uuid: previo });
    const despues = await deHoy(admin, true);
    expect(despues.some((x) => [a, b, c].includes(x.idPago))).toBe(false);
  });

  it('answers a failure per receipt and goes on with the others', async () => {
    const { pac } = pacDePrueba((_xml, n) =>
      n === 1 ? { ok: false, mensaje: RECHAZO_PAC, reintentable: false } : pacDePrueba().local.timbrar(_xml),
    );
    usar(pac);
    const [a, b] = await pendientes(2);
    const res = (
      await admin.post(TIMBRAR_VARIOS, [{ idPago: a }, { idPago: b }, { idPago: 999_999 }])
    ).json();
    expect(res.data).toEqual([
      expect.objectContaining({ idPago: a, valor: false, mensaje: RECHAZO_PAC }),
      expect.objectContaining({ idPago: b, valor: true }),
      expect.objectContaining({ idPago: 999_999, valor: false, mensaje: m.comprobanteNoExiste }),
    ]);
  });
});

describe('a sealed XML kept for a retry', () => {
  it('is sealed again once older than the SAT accepts (72 h), not sent stale', async () => {
    const { pac, enviados } = pacDePrueba(() => ({
      ok: false,
      mensaje: 'Sin respuesta',
      reintentable: true,
    }));
    const [id] = await pendientes(1);
    await timbrarComprobante(db, actor, id!, { pac });
    await timbrarComprobante(db, actor, id!, { pac });
    expect(enviados[1]).toBe(enviados[0]);
    await timbrarComprobante(db, actor, id!, { pac, ahora: new Date(Date.now() + 71 * 3_600_000) });
    expect(enviados).toHaveLength(3);
    expect(enviados[2]).not.toBe(enviados[0]);
    const [c] = await db.select().from(comprobantesPago).where(eq(comprobantesPago.idPago, id!));
    expect(c).toMatchObject({ timbrado: false, reintentable: true, intentos: 3, xmlSellado: enviados[2] });
  });
});
