import { expect, type Page } from '@playwright/test';
import { escucharAvisos } from './avisos';
import { type DemoUser, USERS } from './session';

/** The login screen (S01). */
export class LoginPage {
  readonly usuario;
  readonly password;
  readonly entrar;
  readonly inlineError;

  constructor(readonly page: Page) {
    this.usuario = page.locator('#usuario');
    this.password = page.locator('#password');
    this.entrar = page.getByRole('button', { name: 'Entrar' });
    this.inlineError = page.locator('#login-error');
  }

  async goto() {
    await escucharAvisos(this.page);
    return await this.page.goto('login');
  }

  /** Types as a user does: usuario, Enter (moves to contraseña), contraseña, 'Entrar'. */
  async submit(usuario: string, password: string) {
    await this.usuario.fill(usuario);
    await this.usuario.press('Enter');
    await expect(this.password).toBeFocused();
    await this.password.fill(password);
    await this.entrar.click();
  }
}

/** Signs a demo user in from the login screen and waits for the shell. */
export const signIn = async (page: Page, user: DemoUser, password: string = USERS[user].password) => {
  const login = new LoginPage(page);
  await escucharAvisos(page);
  if (!/\/login$/.test(page.url())) await login.goto();
  await login.submit(USERS[user].usuario, password);
  await expect(page.getByTestId('menu-usuario')).toContainText(USERS[user].nombre);
};
