import {
  buscarClientes,
  coloniasCodigoPostal,
  consultarClientes,
  consultarRfcCliente,
  eliminarCorreoCliente,
  type GuardarCliente,
  guardarCliente,
  guardarCorreoCliente,
  verificarRfc,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '@/api';

export const clientesKey = ['empresas-credito', 'clientes'] as const;

export const useClientesCredito = (buscar: string) =>
  useQuery({
    queryKey: [...clientesKey, buscar],
    queryFn: ({ signal }) =>
      buscar
        ? callData(buscarClientes, { params: { buscar }, signal })
        : callData(consultarClientes, { signal }),
  });

export const consultarRfc = (rfc: string) => call(consultarRfcCliente, { body: { rfc } });
export const colonias = (codigoPostal: string) =>
  callData(coloniasCodigoPostal, { params: { codigoPostal } });
export const verificar = (body: {
  rfc: string;
  codigoPostal: string;
  nombre: string;
  regimenFiscal: string;
}) => callData(verificarRfc, { body });
export const guardar = (body: GuardarCliente) => call(guardarCliente, { body });
export const agregarCorreo = (idCatClientesFacturacion: number, correo: string) =>
  call(guardarCorreoCliente, { body: { idCatClientesFacturacion, correo } });
export const quitarCorreo = (idCatClientesFacturacion: number, correo: string) =>
  call(eliminarCorreoCliente, { body: { idCatClientesFacturacion, correo } });
