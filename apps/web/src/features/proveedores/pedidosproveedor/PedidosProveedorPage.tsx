import {
  DOCUMENTOS_POR_PAGINA,
  fallaFiltrosDocumentos,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { consultaPedidos } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { Card, Grid, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import type { PaginacionServidor } from '@/ui/DataTable';
import { warningDialog } from '@/ui/dialogs';
import type { ExportarConfig } from '@/ui/ExportarExcel';
import { useEstatusPedidos, usePedidos } from './api';
import { FiltrosPedidos } from './FiltrosPedidos';
import { cuerpoDe, dia, filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, listaDeFiltros } from './lista';
import { PedidosTable } from './PedidosTable';

/**
 * S31 'Pedidos' (002 §2): the branches' supplier orders by folio, branch, brand, status and dates.
 * On success the list is shown and the folio field is focused; a refusal empties the list.
 */
export const PedidosProveedorPage = () => {
  const telefono = Grid.useBreakpoint().md === false;
  const [lista, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [form, setForm] = useState(vigente);
  useEffect(() => setForm(vigente), [vigente]);
  const body = useMemo(() => cuerpoDe(vigente, lista.pagina), [vigente, lista.pagina]);
  const consulta = usePedidos(body);
  const estatus = useEstatusPedidos();
  const busqueda = useAccion();

  // Each answer of a search the user asked for (or of the first load on a wide screen, where no
  // keyboard pops up) puts the focus back in the folio field, ready for the next search.
  const enfocar = useRef(!telefono);
  const { dataUpdatedAt, isSuccess, isPlaceholderData } = consulta;
  useEffect(() => {
    if (!isSuccess || isPlaceholderData || !dataUpdatedAt || !enfocar.current) return;
    enfocar.current = false;
    document.getElementById('folio')?.focus();
  }, [dataUpdatedAt, isSuccess, isPlaceholderData]);

  const onBuscar = async () => {
    const falla = fallaFiltrosDocumentos({ folio: form.folio, de: dia(form.de), a: dia(form.a) });
    if (falla) {
      await warningDialog(falla.mensaje);
      document.getElementById(falla.campo)?.focus();
      return;
    }
    enfocar.current = true;
    if (JSON.stringify(cuerpoDe(form, 1)) === JSON.stringify(body)) void consulta.refetch();
    else setLista(listaDeFiltros(form));
  };

  // A refused search (value false) is shown by the query client as a warning; the list is emptied.
  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.totalRegistros ?? 0;
  const paginacion: PaginacionServidor = {
    pagina: lista.pagina,
    porPagina: DOCUMENTOS_POR_PAGINA,
    total,
    onPagina: (pagina) => setLista({ pagina }),
  };
  const exportar: ExportarConfig = { archivo: 'pedidos-proveedores', endpoint: consultaPedidos, body };

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={telefono ? { body: { padding: 12 } } : undefined}>
        <FiltrosPedidos
          value={form}
          onChange={setForm}
          onBuscar={() => void busqueda.ejecutar(onBuscar)}
          buscando={consulta.isFetching}
          estatus={estatus.data ?? []}
        />
      </Card>
      <Card
        title="Pedidos"
        extra={
          <Typography.Text type="secondary" data-testid="total-pedidos">
            {total === 1 ? '1 pedido' : `${total.toLocaleString('en-US')} pedidos`}
          </Typography.Text>
        }
        styles={telefono ? { body: { padding: 12 } } : undefined}
      >
        <PedidosTable
          pedidos={datos?.pedidos ?? []}
          loading={consulta.isFetching}
          paginacion={paginacion}
          exportar={exportar}
        />
      </Card>
    </>
  );
};
