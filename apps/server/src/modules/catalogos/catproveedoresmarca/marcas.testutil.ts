import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import type { signIn } from '../../../../test/session.ts';
import { imagenPng } from '../../../platform/imagenes.ts';

export const B = '/proveedores';
export const PNG: ArchivoDePrueba = {
  nombre: 'logo.png',
  contenido: imagenPng({ ancho: 60, alto: 30, texto: 'M' }),
};

type App = Parameters<typeof enviarFormulario>[0];
type Sesion = Awaited<ReturnType<typeof signIn>>;

/** The brand calls both brand test files use, for an app and the admin's session. */
export const llamadasMarcas = (app: App, admin: Sesion) => ({
  guardarMarca: (json: unknown, archivo?: ArchivoDePrueba, token = admin.token) =>
    enviarFormulario(app, `${B}/proveedormarca-guardar`, token, json, archivo),
  marcas: async () => (await admin.get(`${B}/proveedormarca-consultar/1`)).json().data,
});
