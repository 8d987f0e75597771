import { baranetosDemo, baranetosLarge } from './baranetos.ts';
import { medicosDemo, medicosLarge } from './medicos.ts';
import type { DemoSeeder, LargeSeeder } from './registry.ts';
import { sucursalesAdminDemo, sucursalesAdminLarge } from './sucursales-admin.ts';
import { traspasosDemoSeeder, traspasosLargeSeeder } from './traspasos.ts';

/** Each area adds its seeders here (one import and one entry), in dependency order. */
export const demoSeeders: DemoSeeder[] = [
  sucursalesAdminDemo,
  traspasosDemoSeeder,
  baranetosDemo,
  medicosDemo,
];

export const largeSeeders: LargeSeeder[] = [
  sucursalesAdminLarge,
  traspasosLargeSeeder,
  baranetosLarge,
  medicosLarge,
];
