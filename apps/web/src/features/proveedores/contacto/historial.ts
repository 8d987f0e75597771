import { type Contacto, type CuentaBanco, contactoPantalla } from '@farmasi/contracts/proveedores/contacto';
import { formatoTelefono } from '@farmasi/contracts/proveedores/contacto/validar';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { AccionFila } from '@/ui/AccionesFila';
import { accionHistorial } from '@/ui/Historial';
import { areasQuery, bancosQuery } from './api';

const [TABLA_CONTACTOS, TABLA_CUENTAS] = contactoPantalla.historial.tablas;

/** A contact's fields 'Historial' shows, with the contacts list's and 'Datos contacto' labels (issue 29). */
export const ETIQUETAS_CONTACTO = {
  idCatProveedoresMarcasAreas: 'Departamento',
  cargoDeArea: 'Cargo',
  nombreContacto: 'Nombre',
  correo: 'Correo',
  telefono: 'Teléfono',
  confirmarPagoCorreo: 'Enviar correo',
};

/** A bank account's fields, with 'Catálogo de bancos y cuentas' labels. */
export const ETIQUETAS_CUENTA = {
  banco: 'Banco',
  cuenta: 'Cuenta',
  nombreCuenta: 'Nombre',
  cuentaPrincipal: 'Principal',
};

/**
 * A catalogue's names by the code the audit log stores (a department's id, a bank's code), read
 * when the history opens (the cached list if the form read it). A code no longer in the catalogue
 * shows as stored; a catalogue that cannot be read leaves every code (the kit's `cargarValores`).
 */
const nombresPorCodigo = async <T>(
  lista: Promise<readonly T[]>,
  codigo: (x: T) => number,
  nombre: (x: T) => string,
) => {
  const nombres = new Map((await lista).map((x) => [String(codigo(x)), nombre(x)]));
  return (valor: string) => nombres.get(valor) ?? valor;
};

const silencioso = { meta: { silent: true } } as const;

const historialContacto = (queryClient: QueryClient, c: Contacto): AccionFila =>
  accionHistorial({
    pantalla: contactoPantalla,
    tabla: TABLA_CONTACTOS,
    clave: c.idCatProveedoresMarcasDetContacto,
    etiquetas: ETIQUETAS_CONTACTO,
    valores: { telefono: formatoTelefono },
    titulo: c.nombreContacto,
    cargarValores: async () => ({
      idCatProveedoresMarcasAreas: await nombresPorCodigo(
        queryClient.ensureQueryData({ ...areasQuery, ...silencioso }),
        (a) => a.idCatProveedoresMarcasAreas,
        (a) => a.area,
      ),
    }),
  });

const historialCuenta = (queryClient: QueryClient, c: CuentaBanco): AccionFila =>
  accionHistorial({
    pantalla: contactoPantalla,
    tabla: TABLA_CUENTAS,
    clave: c.idCatProveedoresMarcasCuentas,
    etiquetas: ETIQUETAS_CUENTA,
    titulo: `la cuenta ${c.cuenta}`,
    cargarValores: async () => ({
      banco: await nombresPorCodigo(
        queryClient.ensureQueryData({ ...bancosQuery, ...silencioso }),
        (b) => b.codigo,
        (b) => b.descripcion,
      ),
    }),
  });

/** 'Historial' of a contact row (ContactosModal): the department by its name, the phone as the list shows it. */
export const useHistorialContacto = () => {
  const queryClient = useQueryClient();
  return (c: Contacto) => historialContacto(queryClient, c);
};

/** 'Historial' of a bank account row (CuentasModal): the bank by its name. */
export const useHistorialCuenta = () => {
  const queryClient = useQueryClient();
  return (c: CuentaBanco) => historialCuenta(queryClient, c);
};
