import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the product must give back to a third party (a provider password the branch uses), so
 * they are encrypted, not hashed: AES-256-GCM, a fresh 12-byte nonce per value, stored as
 * 'v1.' + base64url(nonce | tag | ciphertext). The key comes from configuration.
 */
export const cifrar = (key: Buffer, texto: string): string => {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const cuerpo = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), cuerpo]).toString('base64url')}`;
};

/** Throws when the value was not encrypted with this key or was altered. */
export const descifrar = (key: Buffer, valor: string): string => {
  if (!valor.startsWith('v1.')) throw new Error('Formato de secreto desconocido');
  const raw = Buffer.from(valor.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
};
