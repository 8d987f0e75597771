import {
  BITACORA_POR_PAGINA,
  bitacoraMessages as bm,
  consultarBitacora,
  type EntradaBitacora,
  EXPORTAR_ARCHIVO,
  fallaFiltrosBitacora,
} from '@farmasi/contracts/sistemas/bitacora';
import { Alert, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import type { PaginacionServidor } from '@/ui/DataTable';
import type { ExportarConfig } from '@/ui/ExportarExcel';
import { useBitacora, useConsultar } from './api';
import { BitacoraTabla } from './BitacoraTabla';
import { CambiosModal } from './CambiosModal';
import { type CampoFiltro, FiltrosBitacora } from './FiltrosBitacora';
import { filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, queryDe } from './lista';

const CAMPOS: readonly CampoFiltro[] = ['usuario', 'pantalla', 'tabla', 'clave', 'desde', 'hasta'];

/**
 * Bitácora (issue 29): every change the server recorded, newest first, filtered by user, screen,
 * record and days, 20 a page from the server; the search in force and its page live in the URL.
 * 'Exportar a Excel' writes the whole filtered log (every page).
 */
export const BitacoraPage = () => {
  const [lista, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [filtros, setFiltros] = useState(vigente);
  // Back and Forward change the search in force: the filters show it again.
  useEffect(() => setFiltros(vigente), [vigente]);
  const query = useMemo(() => queryDe(vigente, lista.pagina), [vigente, lista.pagina]);
  const consulta = useBitacora(query);
  const consultar = useConsultar();
  const [entrada, setEntrada] = useState<EntradaBitacora | null>(null);

  const form = useFormulario<CampoFiltro>({
    campos: CAMPOS,
    validar: () => {
      const falla = fallaFiltrosBitacora(filtros);
      return falla && { campo: falla.campo, message: falla.mensaje };
    },
    enviar: async () => {
      await consultar(queryDe(filtros, 1));
      setLista({ ...filtros, pagina: 1 });
    },
  });

  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.total ?? 0;
  const paginacion: PaginacionServidor = {
    pagina: lista.pagina,
    porPagina: BITACORA_POR_PAGINA,
    total,
    onPagina: (pagina) => setLista({ pagina }),
  };
  const { pagina: _p, tamanoPagina: _t, ...filtrosExportar } = query;
  const exportar: ExportarConfig = {
    archivo: () => `${EXPORTAR_ARCHIVO}_${dayjs().format('YYYYMMDD_HHmmss')}`,
    endpoint: consultarBitacora,
    query: filtrosExportar as Record<string, string | number>,
  };
  const contados = datos?.masDe
    ? `Más de ${total.toLocaleString('en-US')} cambios`
    : total === 1
      ? '1 cambio'
      : `${total.toLocaleString('en-US')} cambios`;

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <FiltrosBitacora
          value={filtros}
          onChange={setFiltros}
          campo={form.campo}
          onConsultar={() => void form.enviar()}
          onLimpiar={() => {
            setFiltros(filtrosDeLista(LISTA_DEFECTOS));
            setLista(LISTA_DEFECTOS);
          }}
          consultando={form.ocupado}
        />
      </Card>
      <Card title="Cambios registrados" styles={{ body: { padding: 12 } }}>
        {datos?.masDe && <Alert type="info" showIcon title={bm.masDeMaximo} style={{ marginBottom: 12 }} />}
        <BitacoraTabla
          entradas={datos?.entradas ?? []}
          loading={consulta.isFetching}
          paginacion={paginacion}
          exportar={exportar}
          barra={
            <Typography.Text type="secondary" data-testid="total-bitacora">
              {contados}
            </Typography.Text>
          }
          onCambios={setEntrada}
        />
      </Card>
      <CambiosModal entrada={entrada} onClose={() => setEntrada(null)} />
    </>
  );
};
