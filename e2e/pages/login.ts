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

/**
 * Signs a demo user in from the login screen, typing as a user does, and waits for the shell: for the
 * specs of the sign-in itself (S01, the next user of a tab, renewal, a changed password).
 */
export const signInConFormulario = async (
  page: Page,
  user: DemoUser,
  password: string = USERS[user].password,
) => {
  const login = new LoginPage(page);
  await escucharAvisos(page);
  if (!/\/login$/.test(page.url())) await login.goto();
  await login.submit(USERS[user].usuario, password);
  await expect(page.getByTestId('menu-usuario')).toContainText(USERS[user].nombre);
};

/**
 * Signs a demo user in through the sign-in call and opens Home with that session, as the form leaves
 * it (the session under 'session', the refresh cookie in the browser): every other spec starts here,
 * without loading and typing into the sign-in page first (about a second and a half a test on CI's
 * two cores; the form's own path is proved by `signInConFormulario`'s specs).
 */
export const signIn = async (page: Page, user: DemoUser, password: string = USERS[user].password) => {
  await escucharAvisos(page);
  const respuesta = await page.request.post('api/seguridad/login', {
    data: { usuario: USERS[user].usuario, password },
  });
  const cuerpo = (await respuesta.json()) as {
    data: {
      idUsuario: number;
      codEmpleado: number;
      nombre: string;
      usuario: string;
      permisos: unknown[];
      idWebUsuariosGrupos: number | null;
      sucursalesGrupo: number[];
    } | null;
    token: { accessToken: string; expiresAt: string } | null;
    message: string;
  };
  expect(respuesta.ok(), `inicio de sesión de ${user}: ${cuerpo.message}`).toBe(true);
  const { data, token } = cuerpo;
  if (!data || !token) throw new Error(`inicio de sesión de ${user} sin sesión: ${cuerpo.message}`);
  // The app's origin, without loading the app, to store the session where the app reads it.
  if (!page.url().startsWith(new URL(respuesta.url()).origin)) await page.goto('api/health');
  await page.evaluate(
    ({ sesion, expiresIn }) => {
      localStorage.setItem('session', JSON.stringify(sesion));
      localStorage.setItem('expiresIn', String(expiresIn));
    },
    {
      sesion: {
        token: token.accessToken,
        expiresAt: token.expiresAt,
        idUser: data.idUsuario,
        codigo: data.codEmpleado,
        user: data.usuario,
        nombre: data.nombre,
        permisos: data.permisos,
        idWebUsuariosGrupos: data.idWebUsuariosGrupos,
        sucursalesGrupo: data.sucursalesGrupo,
      },
      expiresIn: Math.max(0, Math.round((Date.parse(token.expiresAt) - Date.now()) / 1000)),
    },
  );
  await page.goto('./');
  await expect(page.getByTestId('menu-usuario')).toContainText(USERS[user].nombre);
};
