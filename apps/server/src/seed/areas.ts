import { articulosDemoSeeder, articulosLargeSeeder } from './articulos.ts';
import { baranetosDemo, baranetosLarge } from './baranetos.ts';
import { baranetosEcommerceDemo } from './baranetos-ecommerce.ts';
import { licenciatariosDemo } from './licenciatarios.ts';
import { medicosDemo, medicosLarge } from './medicos.ts';
import { permisosDemo } from './permisos.ts';
import type { DemoSeeder, LargeSeeder } from './registry.ts';
import { sucursalesAdminDemo, sucursalesAdminLarge } from './sucursales-admin.ts';
import { traspasosDemoSeeder, traspasosLargeSeeder } from './traspasos.ts';

/** Each area adds its seeders here (one import and one entry), in dependency order. */
export const demoSeeders: DemoSeeder[] = [
  articulosDemoSeeder,
  sucursalesAdminDemo,
  traspasosDemoSeeder,
  baranetosDemo,
  baranetosEcommerceDemo,
  medicosDemo,
  licenciatariosDemo,
  permisosDemo,
];

export const largeSeeders: LargeSeeder[] = [
  articulosLargeSeeder,
  sucursalesAdminLarge,
  traspasosLargeSeeder,
  baranetosLarge,
  medicosLarge,
];
