import {
  consultaFacturas,
  DOCUMENTOS_POR_PAGINA,
  fallaFiltrosDocumentos,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { Card, Collapse, Flex, Grid, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import type { PaginacionServidor } from '@/ui/DataTable';
import { warningDialog } from '@/ui/dialogs';
import { type ExportarConfig, ExportarExcelButton } from '@/ui/ExportarExcel';
import { useEstatusFacturas, useFacturas } from './api';
import { FacturasCards } from './FacturasCards';
import { FacturasTable } from './FacturasTable';
import { FiltrosFacturas } from './FiltrosFacturas';
import { cuerpoDe, dia, filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, listaDeFiltros } from './lista';

/** 002: below 992 px the list is cards and the filters are folded away. */
const useMovil = () => Grid.useBreakpoint().lg === false;

/** S30 'Facturas en revisión' (002 §2): the suppliers' invoices by folio, brand, status and dates. */
export const FacturasEnRevisionPage = () => {
  const movil = useMovil();
  // The search in force and its page live in the URL; the form holds what is typed until 'Buscar'.
  const [lista, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [form, setForm] = useState(vigente);
  // Back and Forward change the search in force: the form shows it again.
  useEffect(() => setForm(vigente), [vigente]);
  const body = useMemo(() => cuerpoDe(vigente, lista.pagina), [vigente, lista.pagina]);
  const consulta = useFacturas(body);
  const estatus = useEstatusFacturas();
  const busqueda = useAccion();
  const [filtrosAbiertos, setFiltrosAbiertos] = useState<string[]>([]);

  const onBuscar = async () => {
    const falla = fallaFiltrosDocumentos({ folio: form.folio, de: dia(form.de), a: dia(form.a) });
    if (falla) {
      await warningDialog(falla.mensaje);
      document.getElementById(falla.campo)?.focus();
      return;
    }
    const nueva = listaDeFiltros(form);
    // The same search again asks the server again (an invoice may have been uploaded meanwhile).
    if (JSON.stringify(cuerpoDe(form, 1)) === JSON.stringify(body)) void consulta.refetch();
    else setLista(nueva);
    if (movil) setFiltrosAbiertos([]);
  };

  // A refused search (value false) is shown by the query client; its list is emptied (002 §8).
  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.totalRegistros ?? 0;
  const paginacion: PaginacionServidor = {
    pagina: lista.pagina,
    porPagina: DOCUMENTOS_POR_PAGINA,
    total,
    onPagina: (pagina) => setLista({ pagina }),
  };
  const exportar: ExportarConfig = { archivo: 'facturas-en-revision', endpoint: consultaFacturas, body };
  const props = { facturas: datos?.facturas ?? [], loading: consulta.isFetching, paginacion, exportar };

  const filtros = (
    <FiltrosFacturas
      value={form}
      onChange={setForm}
      onBuscar={() => void busqueda.ejecutar(onBuscar)}
      buscando={consulta.isFetching}
      estatus={estatus.data ?? []}
    />
  );

  return (
    <>
      {movil ? (
        <Collapse
          style={{ marginBottom: 16 }}
          activeKey={filtrosAbiertos}
          onChange={(k) => setFiltrosAbiertos(Array.isArray(k) ? k : [k])}
          items={[{ key: 'filtros', label: 'Filtros', children: filtros, forceRender: true }]}
        />
      ) : (
        <Card style={{ marginBottom: 16 }}>{filtros}</Card>
      )}
      <Card
        title="Facturas"
        extra={
          <Typography.Text type="secondary" data-testid="total-facturas">
            {total === 1 ? '1 factura' : `${total.toLocaleString('en-US')} facturas`}
          </Typography.Text>
        }
        styles={movil ? { body: { padding: 12 } } : undefined}
      >
        {movil ? (
          <Flex vertical gap={12}>
            <Flex justify="end">
              <ExportarExcelButton config={exportar} vacia={total === 0} cargando={props.loading} />
            </Flex>
            <FacturasCards {...props} />
          </Flex>
        ) : (
          <FacturasTable {...props} />
        )}
      </Card>
    </>
  );
};
