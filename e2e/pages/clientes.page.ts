import { clientesPantalla } from '@farmasi/contracts/catalogos/clientes';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const CLIENTES_PATH = rutaDe(clientesPantalla);

/** S13 'Clientes' and S14 its detail: the list, the detail's map and places, the schedules modal. */
export class ClientesPage {
  readonly buscar;
  readonly buscarFarmacia;
  readonly horarios;
  readonly marcadores;
  readonly posicion;
  readonly coordenadas;
  readonly liga;
  readonly google;

  constructor(readonly page: Page) {
    this.buscar = page.getByRole('searchbox', { name: 'Buscar cliente' });
    this.buscarFarmacia = page.getByRole('searchbox', { name: 'Buscar farmacia en el mapa' });
    this.horarios = page.getByRole('dialog', { name: 'Horarios de sucursal' });
    this.marcadores = page.locator('.leaflet-overlay-pane path.leaflet-interactive');
    /** The customer's own marker on the OpenStreetMap map. */
    this.posicion = page.locator('.leaflet-overlay-pane path.posicion-cliente');
    this.coordenadas = page.getByLabel('Coordenadas (latitud, longitud)');
    this.liga = page.getByLabel('Pegar liga de Google Maps');
    this.google = page.frameLocator('iframe[title="Mapa de farmacias (Google Maps)"]');
  }

  goto() {
    return this.page.goto(CLIENTES_PATH.slice(1));
  }

  row(texto: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: texto, exact: true }) });
  }

  async buscarCliente(texto: string) {
    await this.buscar.fill(texto);
    await this.buscar.press('Enter');
  }

  async editar(nombre: string) {
    await this.page.getByRole('button', { name: `Editar cliente ${nombre}`, exact: true }).click();
    await expect(this.page.locator('#nombre')).toHaveValue(nombre);
  }

  /** Places the customer by typed coordinates ('latitud, longitud'). */
  async ubicarEn(texto: string) {
    await this.coordenadas.fill(texto);
    await this.boton('Usar coordenadas').click();
  }

  boton(nombre: string) {
    return this.page.getByRole('button', { name: nombre, exact: true });
  }
}
