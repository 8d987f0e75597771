import { C } from './importador-tipos.ts';

/** A row of supplier 9101 with brand 'Marca Importada' and a contact and an account; `o` overrides cells. */
export const filaProveedor = (o: Partial<Record<keyof typeof C, string>> = {}) => {
  const base: Record<keyof typeof C, string> = {
    codigo: '9101',
    nombre: 'Distribuidora Farmacéutica del Centro',
    rfc: 'DFC850312AB5',
    activo: '',
    marca: 'Marca Importada',
    vigencia: '1',
    diasCredito: '30',
    diasInventario: '15',
    predeterminado: 'S',
    departamento: 'Crédito y cobranza',
    cargo: 'Gerente de cobranza',
    contacto: 'Laura Méndez Ruiz',
    correo: 'cobranza@dfcentro.com.mx',
    telefono: '(222) 123-4567',
    avisos: 'S',
    banco: '12',
    cuenta: '012180001234567899',
    nombreCuenta: 'DFC Pagos',
    principal: 'S',
  };
  return Object.fromEntries(Object.entries({ ...base, ...o }).map(([k, v]) => [C[k as keyof typeof C], v]));
};
