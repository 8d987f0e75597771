export * from './seguridad.ts';
export * from './sucursales.ts';
