export * from './baranetos.ts';
export * from './clientes.ts';
export * from './medicos.ts';
export * from './seguridad.ts';
export * from './sucursales.ts';
export * from './sucursales-admin.ts';
export * from './traspasos.ts';
