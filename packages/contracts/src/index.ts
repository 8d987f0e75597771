export * from './areas.ts';
export * from './campos.ts';
export * from './constants.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './pantalla.ts';
export * from './password.ts';
