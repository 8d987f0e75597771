export * from './seguridad.ts';
export * from './sucursales.ts';
export * from './traspasos.ts';
