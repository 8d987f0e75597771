/**
 * Benchmark of the CFDI payment receipt (platform/cfdi): building the XML, its cadena original and the
 * RSA-SHA256 seal with the test CSD, in process, no network. Receipts of 1, 10 and 50 invoices at 16 %
 * and 0 %. Target: a receipt of up to 50 invoices built and sealed in under 50 ms (p95), once the CSD
 * is loaded (that happens once per process).
 * Part of `npm run bench`; alone: npx tsx apps/server/tools/bench/comprobante-pago.ts
 */
import { configCfdi } from '../../src/config.ts';
import { EMISOR_PRUEBA } from '../../src/platform/cfdi/casos.fixtures.ts';
import { credencialEmisor } from '../../src/platform/cfdi/credencial.ts';
import { documentoRelacionado } from '../../src/platform/cfdi/prorrateo.ts';
import { sellarComprobantePago } from '../../src/platform/cfdi/sello.ts';
import type { DatosComprobantePago } from '../../src/platform/cfdi/tipos.ts';
import { meta, percentil } from './entorno.ts';

const RECIBOS = 300;

const recibo = (facturas: number): DatosComprobantePago => {
  const documentos = Array.from({ length: facturas }, (_, i) =>
    documentoRelacionado(
      {
        uuid: `${String(i).padStart(8, '0')}-1111-4222-8333-444455556666`,
        serie: 'FA',
        folio: String(1000 + i),
        total: '3537.35',
        bases: [
          { tasa: '0.16', base: '2156.33' },
          { tasa: '0', base: '1036.01' },
        ],
        saldoAnterior: '3537.35',
        numParcialidad: 1,
      },
      '1500.00',
    ),
  );
  return {
    serie: 'BA',
    folio: '1',
    fecha: '2026-07-15T10:30:00',
    lugarExpedicion: '42501',
    emisor: EMISOR_PRUEBA,
    receptor: {
      rfc: 'URE180429TM6',
      nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
      domicilioFiscal: '86991',
      regimenFiscal: '601',
    },
    pagos: [
      {
        fechaPago: '2026-07-10T09:15:00',
        formaPago: '03',
        monto: (1500 * facturas).toFixed(2),
        documentos,
      },
    ],
  };
};

const t0 = performance.now();
const credencial = await credencialEmisor(configCfdi({}));
console.info(
  `\nComprobante de pago (CFDI 4.0, pagos 2.0): CSD de prueba cargado en ${(performance.now() - t0).toFixed(0)} ms`,
);

for (const facturas of [1, 10, 50]) {
  const datos = recibo(facturas);
  for (let i = 0; i < 20; i++) sellarComprobantePago(datos, credencial); // warm-up
  const tiempos: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RECIBOS; i++) {
    const inicio = performance.now();
    bytes = sellarComprobantePago(datos, credencial).length;
    tiempos.push(performance.now() - inicio);
  }
  const p95 = percentil(tiempos, 0.95);
  meta(
    p95 < 50,
    `construir y sellar un comprobante de ${facturas} factura(s) < 50 ms`,
    `p50 ${percentil(tiempos, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${(bytes / 1024).toFixed(1)} KB`,
  );
}
