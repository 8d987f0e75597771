import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo.ts';
import { datoPropioEn, revisarPasswordNueva } from './password-nueva.ts';

const m = messages.password;
const cajero = { usuario: 'cajero', nombres: ['Carlos', 'Juárez', 'Pineda'] };

// The first guessable check builds zxcvbn's dictionaries: seconds on a busy machine, not a defect.
describe('revisarPasswordNueva, the rules of every way of setting a password', { timeout: 30_000 }, () => {
  it("keeps the spec's rules first, in the spec's order", () => {
    expect(revisarPasswordNueva('', cajero)).toBe(m.requerida);
    expect(revisarPasswordNueva('Ab#1', cajero)).toBe(m.minimo);
    expect(revisarPasswordNueva('Bosque#9753', cajero, '')).toBe(m.confirmacionRequerida);
    expect(revisarPasswordNueva('Bosque#9753', cajero, 'Bosque#9754')).toBe(m.noCoinciden);
    expect(revisarPasswordNueva('Xabc#9Qz!', cajero)).toBe(m.secuencia);
    // Breaks a spec rule and holds the login: the spec's message comes first.
    expect(revisarPasswordNueva('cajero#2468', cajero)).toBe(m.requisitos);
  });

  it('refuses every demo password as a new password of its own user', () => {
    const titulares = {
      admin: { usuario: 'admin', nombres: ['Adriana', 'Morales', 'Vega'] },
      cajero,
      consulta: { usuario: 'consulta', nombres: ['Lucía', 'Ortega', 'Ríos'] },
    };
    for (const [clave, { usuario, password }] of Object.entries(DEMO_USERS))
      expect(revisarPasswordNueva(password, titulares[clave as keyof typeof titulares]), usuario).toBe(
        m.contieneUsuario,
      );
  });

  it('refuses the login in any case, with accents or symbol swaps, and its words', () => {
    for (const password of ['CAJERo#9753', 'Cajéro#9753', 'C@j3r0#9753', 'Xq#9ca-jero']) {
      expect(revisarPasswordNueva(password, cajero), password).toBe(m.contieneUsuario);
    }
    const dividido = { usuario: 'carlos.juarez', nombres: [] };
    expect(revisarPasswordNueva('Juarez#9753', dividido)).toBe(m.contieneUsuario);
    expect(revisarPasswordNueva('Zrt#9ab1', { usuario: 'ab1', nombres: [] })).toBe(m.contieneUsuario);
  });

  it('refuses the name and surnames, case- and accent-insensitively', () => {
    for (const password of ['Carlos#9753', 'JUÁREz#9753', 'juarez#975X', 'Pin3da#9753', 'Xq#9CARL0S'])
      expect(revisarPasswordNueva(password, cajero), password).toBe(m.contieneNombre);
    // A full name typed in one field (create-admin), and a compound surname.
    const admin = { usuario: 'root', nombres: ['Ñuño de la Peña Gómez'] };
    expect(revisarPasswordNueva('Gomez#9753x', admin)).toBe(m.contieneNombre);
    expect(revisarPasswordNueva('Xpena#9753', admin)).toBe(m.contieneNombre);
    expect(revisarPasswordNueva('Nuno#9753xq', admin)).toBe(m.contieneNombre);
  });

  it('ignores name parts of fewer than 4 letters (de, la, del, Ana)', () => {
    const ana = { usuario: 'acruz', nombres: ['Ana', 'de la Cruz', ''] };
    expect(datoPropioEn('Banana#delaX9', ana)).toBeNull();
    expect(datoPropioEn('Cruz#9753', ana)).toBe('nombre');
  });

  it('refuses breached and guessable passwords (create-admin typed Password1!)', () => {
    const root = { usuario: 'root', nombres: ['Adriana Morales'] };
    for (const password of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Mexico2024!'])
      expect(revisarPasswordNueva(password, root), password).toBe(m.adivinable);
  });

  it('accepts a password that breaks no rule', () => {
    expect(revisarPasswordNueva('Bosque#9753', cajero)).toBeNull();
    expect(revisarPasswordNueva('Ñandú#9753', cajero, 'Ñandú#9753')).toBeNull();
    expect(revisarPasswordNueva(`Kv8#${'tq7Lw'.repeat(24)}xq9Q`, cajero)).toBeNull();
  });
});
