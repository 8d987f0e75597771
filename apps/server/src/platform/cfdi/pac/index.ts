import { z } from 'zod';
import type { Pac } from '../tipos.ts';
import { crearPacPrueba } from './prueba.ts';
import { crearPacSwSapien } from './sw-sapien.ts';

/*
 * Which stamping provider the product uses (docs/decisions/cfdi-timbrado.md, README 'Configuration'):
 * SW Sapien when PAC_SW_URL and its credentials (PAC_SW_TOKEN, or PAC_SW_USUARIO and PAC_SW_PASSWORD) are
 * set; otherwise the local test authority, whose receipts have no fiscal value and say so.
 */

/** An empty variable counts as unset. */
const opcional = <T extends z.ZodType>(t: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), t);
const texto = opcional(z.string().trim().optional());

/** The PAC variables (loadConfig may spread `esquemaConfigPac.shape` into its schema to check them at start). */
export const esquemaConfigPac = z.object({
  PAC_SW_URL: opcional(
    z
      .string()
      .url('PAC_SW_URL debe ser una dirección completa, como https://services.test.sw.com.mx')
      .refine((v) => /^https?:\/\//i.test(v), 'PAC_SW_URL debe empezar con http:// o https://')
      .optional(),
  ),
  PAC_SW_TOKEN: texto,
  PAC_SW_USUARIO: texto,
  PAC_SW_PASSWORD: opcional(z.string().optional()),
  PAC_TIMEOUT_MS: opcional(
    z.coerce
      .number({ error: 'PAC_TIMEOUT_MS debe ser un número de milisegundos' })
      .int('PAC_TIMEOUT_MS debe ser un número entero de milisegundos')
      .min(1000, 'PAC_TIMEOUT_MS debe ser al menos 1000 (un segundo)')
      .max(300_000, 'PAC_TIMEOUT_MS debe ser a lo más 300000 (cinco minutos)')
      .default(30_000),
  ),
});

export type ConfigPac = z.infer<typeof esquemaConfigPac>;

/** The PAC variables of the environment; an invalid one throws with Spanish messages, as loadConfig does. */
export const leerConfigPac = (env: NodeJS.ProcessEnv = process.env): ConfigPac => {
  const r = esquemaConfigPac.safeParse(env);
  if (!r.success)
    throw new Error(
      `Configuración inválida:\n${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  return r.data;
};

export interface BitacoraPac {
  info(datos: object, mensaje: string): void;
  warn(datos: object, mensaje: string): void;
}

const consola: BitacoraPac = {
  info: (datos, mensaje) => console.info(mensaje, datos),
  warn: (datos, mensaje) => console.warn(mensaje, datos),
};

/** The provider for a configuration, saying in the log which one it is (never a token or a password). */
export const crearPac = (config: ConfigPac, log: BitacoraPac = consola): Pac => {
  const conUsuario = Boolean(config.PAC_SW_USUARIO && config.PAC_SW_PASSWORD);
  if (config.PAC_SW_URL && (config.PAC_SW_TOKEN || conUsuario)) {
    const pac = crearPacSwSapien({
      url: config.PAC_SW_URL,
      ...(config.PAC_SW_TOKEN ? { token: config.PAC_SW_TOKEN } : {}),
      ...(conUsuario ? { usuario: config.PAC_SW_USUARIO, password: config.PAC_SW_PASSWORD } : {}),
      timeoutMs: config.PAC_TIMEOUT_MS,
    });
    log.info(
      {
        pac: pac.nombre,
        url: config.PAC_SW_URL,
        autenticacion: config.PAC_SW_TOKEN ? 'token' : 'usuario',
        timeoutMs: config.PAC_TIMEOUT_MS,
      },
      `Timbrado de CFDI con ${pac.nombre}`,
    );
    return pac;
  }
  const pac = crearPacPrueba();
  if (config.PAC_SW_URL || config.PAC_SW_TOKEN || config.PAC_SW_USUARIO || config.PAC_SW_PASSWORD)
    log.warn(
      { pac: pac.nombre },
      'Configuración del PAC incompleta: se necesitan PAC_SW_URL y PAC_SW_TOKEN (o PAC_SW_USUARIO y PAC_SW_PASSWORD); se timbra en modo de prueba',
    );
  log.info(
    { pac: pac.nombre },
    'Timbrado de CFDI en modo de prueba: los comprobantes no tienen valor fiscal (configure PAC_SW_URL y sus credenciales para timbrar con SW Sapien)',
  );
  return pac;
};

let configurado: Pac | null = null;

/** The product's provider, created (and logged) once from the environment on first use. */
export const pacConfigurado = (log: BitacoraPac = consola): Pac => {
  configurado ??= crearPac(leerConfigPac(), log);
  return configurado;
};
