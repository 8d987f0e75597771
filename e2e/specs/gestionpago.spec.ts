import { format } from '@farmasi/contracts/messages';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { GestionPagoPage, PDF, PNG } from '../pages/gestionpago.page';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { accept, confirm, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];
const usadas: number[] = [];

test.describe('Gestión de pago (S33–S34)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`selects an invoice, processes it, notifies the payment with its proof and prints the counter-receipt (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new GestionPagoPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Gestión de pago');
      else await screen.goto();

      // Step 1: the invoices of a supplier with bank accounts and a payment contact.
      const f = await screen.facturaPagable(usadas);
      usadas.push(f.idFacturasProveedores);
      await screen.filtrar(String(f.folioFactura), f.marca);
      const casilla = screen.casilla(f);
      await expect(casilla).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceso de pago' })).toHaveCount(0);
      await casilla.check();
      const resumen = page.getByRole('group', { name: 'Resumen de la selección' });
      const importe = `$${f.importe.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(resumen.getByText(importe).first()).toBeVisible();
      await page.screenshot({ path: `test-results/gestionpago-paso1-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Proceso de pago' }).click();
      await confirm(page, m.confirmarProceso);
      await vioAviso(page, format(m.procesado, { facturas: 1, notas: 0 }));
      // Processed: no longer in the list to pay.
      await expect(casilla).toHaveCount(0);

      // Step 2: the new payment in process, its detail, the proof and the notice.
      await page.getByRole('button', { name: 'Comprobante de pago' }).click();
      await expect(page.getByText('Comprobante de pago', { exact: true }).first()).toBeVisible();
      const pago = await screen.pagoEnProceso(f.idCatProveedoresMarcasDet);
      await screen.accion(pago, 'Detalle');
      await expect(screen.modal).toBeVisible();
      await expect(screen.modal.getByText(m.avisoCorreo)).toBeVisible();
      await screen.elegirComprobante({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PNG });
      await accept(page, m.noEsPdf);
      await screen.elegirComprobante({ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(screen.modal.getByText('transferencia.pdf')).toBeVisible();
      await page.screenshot({ path: `test-results/gestionpago-detalle-${width}.png`, fullPage: true });
      await screen.modal.getByRole('button', { name: 'Notificar pago a proveedor' }).click();
      await confirm(page, m.confirmarPago);
      await vioAviso(page, m.notificado);
      await expect(screen.modal).toBeHidden();

      // Paid: listed under 'Pagada' with its sent date; its detail is read only with the proof.
      await screen.estatus('Pagada');
      await screen.accion(pago, 'Detalle');
      await expect(screen.modal.getByText('Fecha de envío')).toBeVisible();
      await expect(screen.modal.getByText('transferencia.pdf')).toBeVisible();
      await expect(screen.modal.getByRole('button', { name: 'Notificar pago a proveedor' })).toHaveCount(0);
      await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
      await expect(screen.modal).toBeHidden();

      // The counter-receipt, after its confirmation, is downloaded as a PDF.
      const descarga = page.waitForEvent('download');
      await screen.accion(pago, 'Contrarecibo');
      await confirm(page, m.confirmarContrarecibo);
      expect((await descarga).suggestedFilename()).toBe(
        `contrarecibo_${pago.idFacturasProveedoresPagoEnc}.pdf`,
      );

      await page.getByRole('button', { name: 'Regresar' }).click();
      await expect(page.getByRole('button', { name: 'Comprobante de pago' })).toBeVisible();
    });
  }

  test('refuses the tick of an invoice whose supplier has no bank accounts', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new GestionPagoPage(page);
    await screen.goto();
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    const facturasAPagar = await screen.facturas();
    const sinCuentas = facturasAPagar.find((x) => x.estatus === 'ER' && x.totalCuentas === 0);
    test.skip(!sinCuentas, 'la demostración no tiene proveedores sin cuentas');
    await screen.filtrar(String(sinCuentas!.folioFactura), sinCuentas!.marca);
    await screen.casilla(sinCuentas!).click();
    await accept(
      page,
      format(m.sinCuentas, { proveedor: `${sinCuentas!.proveedor} (${sinCuentas!.marca})` }),
    );
    await expect(screen.casilla(sinCuentas!)).not.toBeChecked();
  });

  for (const { nombre, width, height } of anchos)
    test(`both steps and the detail fit and pass axe (${nombre}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new GestionPagoPage(page);
      await screen.goto();
      await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      const problemas: string[] = [];
      const revisar = async (donde: string) => {
        for (const v of await seriousViolations(page)) problemas.push(`${donde}: ${v}`);
        const sobra = await sidewaysOverflow(page);
        if (sobra > 0) problemas.push(`${donde}: ${sobra} px de desplazamiento lateral`);
      };
      await revisar('paso 1');
      await page.getByRole('button', { name: 'Comprobante de pago' }).click();
      await screen.estatus('Pagada');
      const [pago] = await screen.pagos('P');
      expect(pago, 'un pago pagado del último mes en la demostración').toBeTruthy();
      await screen.accion(pago!, 'Detalle');
      await expect(screen.modal.getByText('Fecha de envío')).toBeVisible();
      await revisar('detalle pagado');
      await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
      await revisar('paso 2');
      expect(problemas).toEqual([]);
    });
});
