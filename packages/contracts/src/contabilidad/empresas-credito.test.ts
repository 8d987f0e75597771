import { describe, expect, it } from 'vitest';
import { conRegimenSocietario } from './empresas-credito.ts';

describe('conRegimenSocietario (S22: a persona moral is named without its company type)', () => {
  it("finds the types issue 24 saw let through: 'S. DE R.L. DE C.V.', 'S.A.B. DE C.V.', 'S.A.'", () => {
    expect(conRegimenSocietario('FARMACEUTICOS UNIDOS S. DE R.L. DE C.V.')).toBe(true);
    expect(conRegimenSocietario('FARMACEUTICOS UNIDOS S.A.B. DE C.V.')).toBe(true);
    expect(conRegimenSocietario('FARMACEUTICOS UNIDOS S.A.')).toBe(true);
  });

  it('finds the other usual types, with or without dots and spaces, in any case', () => {
    for (const nombre of [
      'FARMACEUTICOS UNIDOS S.A. DE C.V.',
      'Farmacéuticos Unidos, S.A. de C.V.',
      'FARMACEUTICOS UNIDOS SA DE CV',
      'FARMACEUTICOS UNIDOS S. A. DE C. V.',
      'FARMACEUTICOS UNIDOS S. DE R.L.',
      'FARMACEUTICOS UNIDOS S.A.P.I. DE C.V.',
      'FARMACEUTICOS UNIDOS S.A.S.',
      'FARMACEUTICOS UNIDOS S.C.',
      'FARMACEUTICOS UNIDOS S.C. DE R.L. DE C.V.',
      'FUNDACION SALUD PARA TODOS A.C.',
      'FUNDACION SALUD PARA TODOS I.A.P.',
      'PRODUCTORES DEL VALLE S.P.R. DE R.L.',
      'FINANCIERA DEL CENTRO S.A. DE C.V., SOFOM, E.N.R.',
      'FARMACEUTICOS UNIDOS S. EN C. POR A.',
    ])
      expect(conRegimenSocietario(nombre), nombre).toBe(true);
  });

  it('lets a name through whose last word only ends like a type', () => {
    for (const nombre of [
      'FARMACEUTICOS UNIDOS',
      'DISTRIBUIDORA DE MEDICAMENTOS LA SALUD',
      'COSAS Y CASAS',
      'GRUPO FARMAC',
      'HOSPITAL SAN JOSE DE CALASANZ',
    ])
      expect(conRegimenSocietario(nombre), nombre).toBe(false);
  });
});
