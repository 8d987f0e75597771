import { abrirPaginaLicenciatariosPantalla } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const ABRIR_PAGINA_LICENCIATARIOS_PATH = rutaDe(abrirPaginaLicenciatariosPantalla);
export const CONFIRMAR_LICENCIATARIO =
  'Está a punto de iniciar sesión con las credenciales de este licenciatario, ¿Desea continuar?';

/** S45 'Abrir página licenciatarios': the licensee picker, the chosen account and 'Abrir página'. */
export class AbrirPaginaLicenciatariosPage {
  readonly buscador;
  readonly detalle;
  readonly abrir;

  constructor(readonly page: Page) {
    this.buscador = page.getByRole('combobox', { name: 'Buscar licenciatario' });
    this.detalle = page.locator('.ant-descriptions');
    this.abrir = page.getByRole('button', { name: 'Abrir página' });
  }

  goto() {
    return this.page.goto(ABRIR_PAGINA_LICENCIATARIOS_PATH.slice(1));
  }

  /** Types into the picker and clicks the option with this label ('usuario - nombre'). */
  async elegir(texto: string, etiqueta: string) {
    await this.buscador.fill(texto);
    await this.page.locator('.ant-select-item-option').filter({ hasText: etiqueta }).click();
  }

  /** The licensee login result the screen stored (003 §6). */
  sesionGuardada() {
    return this.page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('sesionLicenciatario') ?? 'null') as {
          token: { accessToken: string; expiresAt: string };
          data: { idUsuario: number; nombre: string; sucursalesGrupo: number[]; urlPortal: string };
        } | null,
    );
  }
}
