import { expect, test } from '@playwright/test';
import { escucharAvisos, vioAviso } from '../pages/avisos';
import {
  COSTOS_SERVICIOS_MEDICOS_TITULO,
  CostosServiciosMedicosPage,
} from '../pages/costos-servicios-medicos.page';
import { signIn } from '../pages/login';
import { accept, confirm, Shell } from '../pages/shell';

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** Mexico City's day n days from today as the date field shows it (05/dic/2026). */
const diaMexico = (n: number) => {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const [y, m, d] = new Date(Date.parse(`${hoy}T12:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${d}/${MESES[Number(m) - 1]}/${y}`;
};

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, servicio: 'Lavado ótico E2E' },
  { nombre: 'teléfono', width: 390, height: 844, servicio: 'Retiro de uñero E2E' },
];

test.describe('Costos de servicios médicos (S18)', () => {
  for (const { nombre, width, height, servicio } of anchos)
    test(`add a service, schedule a new price, cancel and recover it (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      await escucharAvisos(page);
      const screen = new CostosServiciosMedicosPage(page);
      await screen.goto();
      // The first screen after the server's start may load slowly on a busy machine.
      await expect(screen.row('Consulta médica general')).toBeVisible({ timeout: 30_000 });
      await expect(new Shell(page).title).toHaveText(COSTOS_SERVICIOS_MEDICOS_TITULO);

      // The demo's cancelled service: grey and italic, only 'Recuperar'.
      const covid = screen.row('Prueba rápida de antígeno COVID-19');
      await expect(covid).toHaveCSS('font-style', 'italic');
      await expect(covid).toContainText('Sin aplicar');
      if (width > 768) {
        await expect(covid.getByRole('button', { name: /^Recuperar/ })).toBeVisible();
        await expect(covid.getByRole('button', { name: /^(Modificar|Cancelar)/ })).toHaveCount(0);
      }
      // The demo's consultation has a price from a later day.
      await expect(screen.row('Consulta médica general')).toContainText(`$50.00 desde el ${diaMexico(10)}`);

      // Add: the spec's checks in order, then the saved row.
      await page.getByRole('button', { name: 'Agregar' }).click();
      await screen.guardar();
      await accept(page, 'Debe ingresar una descripción para el servicio.');
      await screen.llenar({ servicio });
      await screen.guardar();
      await accept(page, 'Debe seleccionar un tipo de servicio.');
      await screen.llenar({ tipo: 'Procedimiento' });
      await screen.guardar();
      await accept(page, 'Debe poner un costo para el servicio.');
      // Digits and one decimal point only.
      await screen.modal.locator('#costo').pressSequentially('8a5.5.0');
      await expect(screen.modal.locator('#costo')).toHaveValue('85.50');
      await screen.guardar();
      await confirm(page, '¿Desea agregar el servicio médico?');
      await vioAviso(page, 'Se ha agregado el servicio médico');
      await expect(screen.modal).toBeHidden();
      await screen.buscar(servicio.toUpperCase().replace('Ó', 'O'));
      await expect(screen.row(servicio)).toContainText('$85.50');
      await expect(screen.row(servicio)).toContainText('Aplicado');
      await expect(screen.row(servicio)).toContainText(diaMexico(0));

      // Modify with a later day: the price in effect stays until then.
      await screen.accion(servicio, 'Modificar');
      await screen.llenar({ precio: '95', fecha: diaMexico(5) });
      await page.screenshot({ path: `test-results/costos-servicios-medicos-modal-${width}.png` });
      await screen.guardar();
      await confirm(page, '¿Desea modificar el servicio médico?');
      await vioAviso(page, 'Se ha modificado el servicio médico');
      await expect(screen.row(servicio)).toContainText(`$95.00 desde el ${diaMexico(5)}`);
      await expect(screen.row(servicio)).toContainText('$85.50');

      // Cancel, then recover.
      await screen.accion(servicio, 'Cancelar');
      await confirm(page, `¿Desea cancelar el servicio médico ${servicio}?`);
      await vioAviso(page, 'Se ha cancelado el servicio médico');
      await expect(screen.row(servicio)).toHaveCSS('font-style', 'italic');
      await expect(screen.row(servicio)).toContainText('Sin aplicar');
      await screen.accion(servicio, 'Recuperar');
      await confirm(page, `¿Desea recuperar el servicio médico ${servicio}?`);
      await vioAviso(page, 'Se ha recuperado el servicio médico');
      await expect(screen.row(servicio)).toHaveCSS('font-style', 'normal');
      await expect(screen.row(servicio)).toContainText(`$95.00 desde el ${diaMexico(5)}`);
      await page.screenshot({ path: `test-results/costos-servicios-medicos-${width}.png`, fullPage: true });
    });
});
