import {
  empresasConsultar,
  llamadasPoliza,
  nombreArchivoPoliza,
  type PolizaParams,
  type TipoPoliza,
  variantePoliza,
} from '@farmasi/contracts/contabilidad/generar-polizas';
import { useQuery } from '@tanstack/react-query';
import { callData } from '@/api';
import { descargar, urlDeLlamada } from '@/lib/download';

export const useEmpresasPoliza = () =>
  useQuery({
    queryKey: ['generar-polizas', 'empresas'],
    queryFn: ({ signal }) => callData(empresasConsultar, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Downloads the TXT of the variant the spec's rule picks for the type and company (002 §7). */
export const descargarPoliza = (p: PolizaParams) =>
  descargar(urlDeLlamada(llamadasPoliza[variantePoliza(p.poliza as TipoPoliza, p.empresa)]), {
    metodo: 'POST',
    body: p,
    nombre: nombreArchivoPoliza(p.poliza as TipoPoliza, p.empresa, p.folio),
  });
