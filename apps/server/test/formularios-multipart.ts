import { guardarImagen, guardarImagenDatos } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { guardarMarca, guardarMarcaDatos } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { API_BASE } from '@farmasi/contracts/constants';
import {
  guardarBanner,
  guardarBannerDatos,
  guardarImagenesSucursales,
  guardarImagenSucursalDatos,
} from '@farmasi/contracts/mercadotecnia/banners';
import { guardarOferta, guardarOfertaDatos } from '@farmasi/contracts/mercadotecnia/ofertero';
import {
  guardarPromocionDatos,
  promocionesBaranetos,
  promocionesFarmacias,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { confirmarPago } from '@farmasi/contracts/proveedores/gestionpago';
import { comprobanteDatos } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { z } from 'zod';
import type { Schema } from './operaciones.ts';

/**
 * The multipart saves and the schema of their `json` field (platform/subidas.ts datosDeFormulario),
 * which the OpenAPI document does not describe: the fuzz test sends malformed values in it and the
 * integer-bounds test checks its integers against their columns. A new upload call is added here.
 */
const formularios = [
  [guardarBanner, guardarBannerDatos],
  [guardarImagenesSucursales, guardarImagenSucursalDatos],
  [promocionesFarmacias.guardar, guardarPromocionDatos],
  [promocionesBaranetos.guardar, guardarPromocionDatos],
  [guardarOferta, guardarOfertaDatos],
  [guardarMarca, guardarMarcaDatos],
  [guardarImagen, guardarImagenDatos],
  [confirmarPago, comprobanteDatos],
] as const;

/** OpenAPI path (as operacionesDe lists it) → the JSON Schema of its form's `json` field. */
export const FORMULARIOS: ReadonlyMap<string, Schema> = new Map(
  formularios.map(([llamada, datos]) => [
    `${API_BASE}${llamada.path.replace(/:(\w+)/g, '{$1}')}`,
    z.toJSONSchema(datos, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Schema,
  ]),
);
