import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Algorithm 2 = Argon2id. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/**
 * Stored for a user who has no password yet (an imported one: docs/decisions/importacion.md): not an
 * argon2 hash, so no password verifies against it; an administrator sets one (npm run asignar-password).
 */
export const PASSWORD_SIN_ASIGNAR = '!sin-contraseña';

export const verifyPassword = async (passwordHash: string, password: string) => {
  // A user without a password yet takes as long to refuse as a wrong password: the time says nothing.
  const sinPassword = passwordHash === PASSWORD_SIN_ASIGNAR;
  try {
    const correcta = await verify(sinPassword ? await dummyPasswordHash() : passwordHash, password);
    return correcta && !sinPassword;
  } catch {
    return false;
  }
};

/** Verified against when the user does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('usuario-inexistente-para-igualar-tiempos');
  return dummyHash;
};
