import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import {
  COMPROBANTE_PAGO_PATH,
  COMPROBANTE_PAGO_TITULO,
  ComprobantePagoPage,
  type FacturaServidor,
} from '../pages/comprobantepago.page';
import { diaTecleado, teclearFecha } from '../pages/fechas';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { expectPath } from '../pages/session';
import { accept, confirm, dialog, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 900, indice: 0 },
  { nombre: 'teléfono', width: 390, height: 844, indice: 1 },
];

/** A day counted from today in Mexico City, as the API writes it (YYYY-MM-DD). */
const diaIso = (dias: number) => diaTecleado(dias).split('/').reverse().join('-');
const nombre = (f: FacturaServidor) => `${f.serie}-${f.folio}`;
const dinero = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('Comprobante de pago (S36)', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const { nombre: ancho, width, height, indice } of anchos) {
    test(`select a customer's invoices, pay one in part, generate: saved, stamped, PDF opened, list refreshed (${ancho}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new ComprobantePagoPage(page);
      if (width >= 768) await new Shell(page).open('Baranetos', 'SAT', 'Comprobante de pago');
      else await screen.goto();
      await expectPath(page, COMPROBANTE_PAGO_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPROBANTE_PAGO_TITULO);
      // No PAC configured: the screen says receipts have no fiscal value.
      await expect(screen.modoPrueba).toContainText(m.modoPrueba);

      // Two years of invoices, typed with the end first: the range is swapped, not refused.
      await teclearFecha(screen.fechaInicio, diaTecleado(0));
      await teclearFecha(screen.fechaFin, diaTecleado(-800));
      await screen.buscar.click();
      await expect(page).toHaveURL(new RegExp(`fi=${diaIso(-800)}`));
      // The end is today, the default: the address leaves it out.
      await screen.facturas();

      const todas = await screen.facturasDelServidor(diaIso(-800), diaIso(0));
      const porCliente = new Map<number, FacturaServidor[]>();
      for (const f of todas) porCliente.set(f.codCliente, [...(porCliente.get(f.codCliente) ?? []), f]);
      const grupos = [...porCliente.values()].filter((g) => g.length >= 2);
      const suyas = grupos[indice]!;
      const otro = grupos[indice + 1]!;

      // The spec's rules, in order: at least one; one customer.
      await screen.generar.click();
      await accept(page, m.alMenosUno);
      await screen.marcar(nombre(suyas[0]!));
      await screen.marcar(nombre(otro[0]!));
      await screen.generar.click();
      await accept(page, m.mismoCliente);
      await screen.marcar(nombre(otro[0]!));
      await screen.marcar(nombre(suyas[0]!));

      // The customer's invoices, all ticked at once; the first paid in part.
      await screen.cliente(suyas[0]!.nombreCliente);
      await expect(screen.filas).toHaveCount(suyas.length);
      await screen.marcarTodas();
      const [parcial, ...enteras] = suyas;
      const pago = Math.round(parcial!.saldo * 40) / 100;
      const campo = screen.importe(nombre(parcial!));
      await campo.fill('');
      await campo.pressSequentially(pago.toFixed(2));
      const total = pago + enteras.reduce((s, f) => s + f.saldo, 0);
      await expect(screen.total).toContainText(dinero(Math.round(total * 100) / 100));
      await expect(screen.total).toContainText(`(${suyas.length} facturas)`);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/comprobantepago-${width}.png`, fullPage: true });

      // The modal: 03 and today by default; Generar, confirm, stamped, the PDF in a new window.
      await screen.generar.click();
      await expect(screen.modal).toBeVisible();
      await expect(screen.modal).toContainText('03 - Transferencia electrónica de fondos');
      await expect(screen.modal).toContainText(dinero(Math.round(total * 100) / 100));
      await page.screenshot({ path: `test-results/comprobantepago-modal-${width}.png` });
      await screen.modal.getByRole('button', { name: 'Generar' }).click();
      await expect(dialog(page, m.confirmar)).toBeVisible();
      const ventana = page.waitForEvent('popup');
      await confirm(page, m.confirmar);
      await vioAviso(page, m.timbrado);
      const pdf = await ventana;
      await expect.poll(() => pdf.url()).toMatch(/^blob:/);
      await pdf.close();

      // Refreshed: the invoices paid whole are gone, the one paid in part stays with its next instalment.
      await expect(screen.modal).toBeHidden();
      for (const f of enteras) await expect(screen.fila(nombre(f))).toHaveCount(0);
      await expect(screen.fila(nombre(parcial!))).toHaveCount(1);
      await expect(screen.total).toContainText('$0.00');
      const despues = await screen.facturasDelServidor(diaIso(-800), diaIso(0));
      expect(despues.find((f) => nombre(f) === nombre(parcial!))).toMatchObject({
        numParcialidad: parcial!.numParcialidad + 1,
      });
    });
  }

  test('the pending receipts: the unstamped ones, each generated from there', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new ComprobantePagoPage(page);
    await screen.goto();
    await screen.pendientes.click();
    const modal = page.getByRole('dialog', { name: 'Comprobantes pendientes de timbrar' });
    await expect(modal).toBeVisible();
    const generar = modal.getByRole('button', { name: /^Generar el comprobante / });
    const antes = await generar.count();
    test.skip(antes === 0, 'the demo left no receipt of the last twelve months unstamped');
    await page.screenshot({ path: 'test-results/comprobantepago-pendientes-1366.png' });
    await generar.first().click();
    await vioAviso(page, m.timbrado);
    await expect(generar).toHaveCount(antes - 1);
  });
});
