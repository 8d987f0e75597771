import { API_BASE } from '@farmasi/contracts';
import {
  consultarArticulosMarca,
  consultarMarcas,
  consultarProveedoresMarca,
  eliminarProveedorMarca,
  guardarMarca,
  guardarOrdenArticulos,
  guardarProveedoresMarca,
  type Marca,
  type ProveedorMarcaEntrada,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { enviarArchivo } from '@/lib/upload';

const all = ['catproveedoresmarca'] as const;
const keys = {
  marcas: [...all, 'marcas'] as const,
  proveedores: (id: number) => [...all, 'proveedores', id] as const,
  articulos: (id: number) => [...all, 'articulos', id] as const,
};

/** Every active brand (a few hundred at most): loaded whole, searched in the browser. */
export const useMarcas = () =>
  useQuery({
    queryKey: keys.marcas,
    queryFn: ({ signal }) => callData(consultarMarcas, { params: { n: '1' }, signal }),
  });

export const useProveedoresMarca = (id: number) =>
  useQuery({
    queryKey: keys.proveedores(id),
    queryFn: ({ signal }) => callData(consultarProveedoresMarca, { params: { id }, signal }),
  });

export const useArticulosMarca = (id: number) =>
  useQuery({
    queryKey: keys.articulos(id),
    queryFn: ({ signal }) => callData(consultarArticulosMarca, { params: { id, codigo: 0 }, signal }),
  });

const useInvalidar = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: all });
};

/** The brand modal's save: name as the json field, the new image (if any) as the file part. */
export const useGuardarMarca = () => {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({
      datos,
      imagen,
    }: {
      datos: { idCatProveedoresMarcasEnc: number; nombre: string };
      imagen: File | null;
    }) =>
      enviarArchivo<Marca>(`${API_BASE}${guardarMarca.path}`, imagen, {
        campos: { json: JSON.stringify(datos) },
      }),
    onSuccess: invalidar,
  });
};

export const useGuardarProveedores = () => {
  const invalidar = useInvalidar();
  return useMutation({
    /** The spec's list: every row names its brand (001 §7). */
    mutationFn: (body: ProveedorMarcaEntrada[]) => call(guardarProveedoresMarca, { body }),
    onSuccess: invalidar,
  });
};

export const useEliminarProveedor = () => {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: number) => call(eliminarProveedorMarca, { params: { id } }),
    onSuccess: invalidar,
  });
};

export const useGuardarOrden = () => {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (body: {
      idCatProveedoresMarcasEnc: number;
      articulos: { codArticulo: number; ordenProveedor: number }[];
    }) => call(guardarOrdenArticulos, { body }),
    onSuccess: invalidar,
  });
};
