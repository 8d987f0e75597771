export * from './articulos.ts';
export * from './seguridad.ts';
export * from './sucursales.ts';
