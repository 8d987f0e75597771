export * from './archivos.ts';
export * from './articulos.ts';
export * from './baranetos.ts';
export * from './clientes.ts';
export * from './grupos-entrega.ts';
export * from './medicos.ts';
export * from './seguridad.ts';
export * from './sucursales.ts';
