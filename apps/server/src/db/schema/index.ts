export * from './baranetos.ts';
export * from './seguridad.ts';
export * from './sucursales.ts';
