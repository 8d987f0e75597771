import { expect, test } from '@playwright/test';
import { AbrirPaginaLicenciatariosPage } from '../pages/abrir-pagina-licenciatarios.page';
import { elegidoEn } from '../pages/antd';
import { ImagenesArticulosPage } from '../pages/imagenesarticulos.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { Shell } from '../pages/shell';
import { TraspasosSucursalesPage } from '../pages/traspasos-sucursales.page';

/**
 * The kit's finders and selects (issue 30): Enter takes the match of the text as typed, at once,
 * never an option of an earlier search, the old value or the first option.
 */
test.describe('Kit de buscadores', () => {
  test('a server-searched finder: Enter right after typing or scanning takes that text’s match', async ({
    page,
  }) => {
    await signIn(page, 'admin');

    // S45, a fast typist: an earlier search's list is still shown when the new name and Enter come.
    const licenciatarios = new AbrirPaginaLicenciatariosPage(page);
    await licenciatarios.goto();
    const { body } = await apiFromPage(page, 'GET', '/abrir-pagina-licenciatarios/buscar-licenciatarios/a');
    const otro = (body.data as { usuario: string; nombre: string }[]).find((l) => l.usuario !== 'lgutierrez');
    if (!otro) throw new Error('La demo no tiene otro licenciatario');
    await licenciatarios.buscador.fill(otro.usuario);
    await expect(
      page.locator('.ant-select-item-option:visible').filter({ hasText: `${otro.usuario} - ${otro.nombre}` }),
    ).toBeVisible();
    await licenciatarios.buscador.fill('lgutierrez');
    await licenciatarios.buscador.press('Enter');
    await expect(elegidoEn(licenciatarios.buscador)).toHaveText('lgutierrez - Luis Gutiérrez García');
    await expect(licenciatarios.detalle).toContainText('Luis Gutiérrez García');

    // S11, a scanner: with an article chosen, 13 digits 3 ms apart and Enter choose the scanned one.
    const imagenes = new ImagenesArticulosPage(page);
    await imagenes.goto();
    await imagenes.elegirArticulo('100003');
    const finder = page.getByRole('combobox', { name: /Buscar artículo/ });
    await expect(elegidoEn(finder)).toContainText('100003 - ');
    const buscado = await apiFromPage(page, 'GET', '/baranetos/buscadores/buscar-articulos/100004');
    const articulo = (
      buscado.body.data as { codArticulo: number; codBarras: string; descripcion: string }[]
    ).find((a) => a.codArticulo === 100004);
    if (!articulo?.codBarras) throw new Error('La demo no tiene el artículo 100004 con código de barras');
    await finder.pressSequentially(articulo.codBarras, { delay: 3 });
    await finder.press('Enter');
    await expect(elegidoEn(finder)).toHaveText(`100004 - ${articulo.descripcion}`);
    await expect(page).toHaveURL(/articulo=100004/);
  });

  test('fixed options: typed text + Enter takes its match, never ‘Todas’ nor the old value', async ({
    page,
  }) => {
    await signIn(page, 'admin');

    // S44's branch finder offers 'Todas' first: 'queretaro' + Enter takes the branch (issue 24).
    const traspasos = new TraspasosSucursalesPage(page);
    await traspasos.goto();
    const origen = page.locator('#origen');
    await expect(elegidoEn(origen)).toHaveText('Todas', { timeout: 30_000 });
    await origen.click();
    await origen.fill('queretaro');
    await expect(
      page.locator('.ant-select-item-option:visible').filter({ hasText: 'Querétaro' }).first(),
    ).toBeVisible();
    await origen.press('Enter');
    await expect(elegidoEn(origen)).toContainText('Querétaro');

    // S46's provider select: 'tae' + Enter is TAECEL, not 'Todos los proveedores'; a text no option
    // holds keeps the list open saying so, the text as typed and the value as it was.
    await new Shell(page).open('Farmacias', 'Administración', 'Recargas Telefonicas');
    const proveedor = page.getByRole('combobox', { name: 'Proveedor' });
    await expect(elegidoEn(proveedor)).toHaveText('Todos los proveedores');
    await proveedor.click();
    await proveedor.fill('tae');
    await proveedor.press('Enter');
    await expect(elegidoEn(proveedor)).toHaveText('TAECEL');
    await proveedor.fill('telmex');
    await proveedor.press('Enter');
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText('Sin coincidencias');
    await expect(proveedor).toHaveValue('telmex');
    await proveedor.press('Escape');
    await expect(elegidoEn(proveedor)).toHaveText('TAECEL');
  });
});
