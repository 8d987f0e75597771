import { checkNewPassword, messages } from '@farmasi/contracts';
import { checkPasswordAdivinable } from '@farmasi/contracts/password-adivinable';

const m = messages.password;

/** Whose password it is: his login and the employee's name parts (nombre, apellidos). */
export interface TitularPassword {
  usuario: string;
  /** Each may hold several words ('Adriana Morales Vega', 'De la Cruz'). */
  nombres: string[];
}

/** Name parts shorter than this are not compared: 'de', 'la', 'del', 'los' and 'san' are in any text. */
export const PARTE_MINIMA = 4;
/** The whole login is compared from this length on ('admin', 'jlp'). */
export const USUARIO_MINIMO = 3;

/** Lowercase and without accents or diaeresis: 'Juárez' and 'JUAREZ' are the same word, 'Ñ' is 'n'. */
const plano = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The common letter-for-symbol swaps (P@ss, Adm1n, Carl0s); '1', '!' and '|' read as 'i' and as 'l'. */
const SUSTITUCIONES: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const sinSustituciones = (text: string, uno: 'i' | 'l') =>
  text.replace(/[013457@$!|]/g, (c) => SUSTITUCIONES[c] ?? uno);

/** The forms of the password a word is looked for in: as typed, without swaps, without separators. */
const formas = (password: string) => {
  const p = plano(password);
  const formas = [p, sinSustituciones(p, 'i'), sinSustituciones(p, 'l')];
  return [...formas, ...formas.map((f) => f.replace(/[^\p{L}\p{N}]/gu, ''))];
};

const palabras = (text: string) =>
  plano(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= PARTE_MINIMA);

/**
 * Which personal datum the password contains, if any: the whole login (from 3 characters), or a
 * word of 4 letters or more of the login or of the employee's name and surnames, case- and
 * accent-insensitively and through the common symbol swaps.
 */
export const datoPropioEn = (password: string, titular: TitularPassword): 'usuario' | 'nombre' | null => {
  const enPassword = formas(password);
  const contiene = (palabra: string) => enPassword.some((f) => f.includes(palabra));
  const usuario = plano(titular.usuario).replace(/[^\p{L}\p{N}]/gu, '');
  if (usuario.length >= USUARIO_MINIMO && contiene(usuario)) return 'usuario';
  if (palabras(titular.usuario).some(contiene)) return 'usuario';
  if (titular.nombres.flatMap(palabras).some(contiene)) return 'nombre';
  return null;
};

/**
 * The one check of a new password, for every way of setting one (the change-password screen,
 * npm run create-admin): the spec's rules in the spec's order (000 §5: required, length, confirmation,
 * sequences, character classes; and at most 128 characters), then the user's own login and name,
 * then breached or guessable passwords (zxcvbn, with the login and name as known words too).
 * Returns the Spanish message of the first rule broken, or null.
 * The confirmation is checked only when given (the screen checks it on the client).
 */
export const revisarPasswordNueva = (
  password: string,
  titular: TitularPassword,
  confirmacion: string = password,
): string | null => {
  const regla = checkNewPassword(password, confirmacion);
  if (regla) return regla.message;
  const propio = datoPropioEn(password, titular);
  if (propio === 'usuario') return m.contieneUsuario;
  if (propio === 'nombre') return m.contieneNombre;
  const conocidas = [titular.usuario, ...titular.nombres].flatMap((t) => t.split(/\s+/)).filter(Boolean);
  return checkPasswordAdivinable(password, conocidas);
};
