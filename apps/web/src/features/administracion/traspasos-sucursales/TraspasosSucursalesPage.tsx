import {
  exportarAExcel,
  traspasosMessages as m,
  TRASPASOS_POR_PAGINA,
  TRASPASOS_TOAST_SEGUNDOS,
  type Traspaso,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { format } from '@farmasi/contracts/messages';
import { Card, Flex, Grid, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readSession } from '@/lib/session';
import { useAccion } from '@/lib/useAccion';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import type { PaginacionServidor } from '@/ui/DataTable';
import { confirmDialog, infoDialog, infoToast, successToast, warningDialog } from '@/ui/dialogs';
import { type ExportarConfig, ExportarExcelButton } from '@/ui/ExportarExcel';
import { useRecibir, useTraspasos } from './api';
import { DetalleModal } from './DetalleModal';
import { FiltrosTraspasos } from './FiltrosTraspasos';
import { filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, listaDeFiltros } from './lista';
import { TraspasosCards } from './TraspasosCards';
import { TraspasosTable } from './TraspasosTable';
import { type FiltrosForm, filtrosParaEnviar, nombreArchivo, validarFiltros } from './validate';

/** S44 'Traspaso de sucursales' (003 §2.5): follow, detail, receive and export transfers. */
export const TraspasosSucursalesPage = () => {
  const screens = Grid.useBreakpoint();
  const movil = screens.md === false;

  // The search in force and its page live in the URL; the form holds what is typed until 'Buscar'.
  const [lista, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(lista), [lista]);
  const [form, setForm] = useState<FiltrosForm>(vigente);
  // Back and Forward change the search in force: the form shows it again.
  useEffect(() => setForm(vigente), [vigente]);
  const filtros = useMemo(() => filtrosParaEnviar(vigente), [vigente]);
  const body = useMemo(
    () => ({ ...filtros, Pagina: lista.pagina, TamanoPagina: TRASPASOS_POR_PAGINA }),
    [filtros, lista.pagina],
  );
  const primeraCarga = useRef(true);
  const consulta = useTraspasos(body, primeraCarga);
  const recibir = useRecibir();
  // 'Buscar' is an action of the kit: a date typed and refused as the click left its field (invalid,
  // future, De after A) shows its warning and nothing is searched with the date the field kept.
  const busqueda = useAccion();
  const [marcados, setMarcados] = useState<string[]>([]);
  const [detalle, setDetalle] = useState<Traspaso | null>(null);

  // Nothing found: the first load's toast, otherwise the server's message as information (003 §8).
  const { data, dataUpdatedAt, isPlaceholderData } = consulta;
  useEffect(() => {
    if (!data || isPlaceholderData || data.totalRegistros > 0 || !data.message || !dataUpdatedAt) return;
    if (data.pageLoad) infoToast(data.message, TRASPASOS_TOAST_SEGUNDOS);
    else void infoDialog(data.message);
  }, [data, dataUpdatedAt, isPlaceholderData]);

  const onBuscar = async () => {
    const error = validarFiltros(form);
    if (error) {
      await warningDialog(error.message);
      document.getElementById(error.campo)?.focus();
      return;
    }
    const { de, a } = form as FiltrosForm & {
      de: NonNullable<FiltrosForm['de']>;
      a: NonNullable<FiltrosForm['a']>;
    };
    const nueva = listaDeFiltros({ ...form, de, a });
    setMarcados([]);
    // The same search again asks the server again (someone may have received a transfer).
    const mismos = JSON.stringify(filtrosParaEnviar(filtrosDeLista(nueva))) === JSON.stringify(filtros);
    if (mismos && lista.pagina === 1) void consulta.refetch();
    else setLista(nueva);
  };

  const onRecibir = async (t: Traspaso) => {
    if (!(await confirmDialog(format(m.deseaRecibir, { folio: t.folioTraspaso })))) return;
    recibir.mutate(
      { SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc, UsuarioRecibio: readSession()?.idUser ?? 0 },
      {
        onSuccess: (answer) => {
          successToast(
            answer.message || format(m.recibido, { folio: t.folioTraspaso }),
            TRASPASOS_TOAST_SEGUNDOS,
          );
          setDetalle(null);
        },
        // The server's refusal is shown by the query client; the detail's Recibir is stale too.
        onError: () => setDetalle(null),
      },
    );
  };

  const onMarcar = (ids: string[], marcado: boolean) =>
    setMarcados((actual) =>
      marcado ? [...new Set([...actual, ...ids])] : actual.filter((id) => !ids.includes(id)),
    );

  const total = data?.totalRegistros ?? 0;
  const paginacion: PaginacionServidor = {
    pagina: lista.pagina,
    porPagina: TRASPASOS_POR_PAGINA,
    total,
    onPagina: (pagina) => setLista({ pagina }),
  };
  // The spec's export call (base64 .xlsx): the search in force, only the ticked rows when any.
  const exportar: ExportarConfig = {
    archivo: () => nombreArchivo().replace(/\.xlsx$/, ''),
    endpoint: exportarAExcel,
    base64: true,
    body: { ...filtros, sIdTraspasosSucursales: marcados },
    siVacia: m.sinTraspasosExportar,
    ...(marcados.length > 0 ? { etiqueta: `Exportar a Excel (${marcados.length} marcados)` } : {}),
  };
  const props = {
    traspasos: data?.traspasos ?? [],
    loading: consulta.isFetching || recibir.isPending,
    paginacion,
    exportar,
    marcados,
    onMarcar,
    onDetalle: setDetalle,
    onRecibir: (t: Traspaso) => void onRecibir(t),
  };

  return (
    <>
      <Card style={{ marginBottom: 16 }} styles={movil ? { body: { padding: 12 } } : undefined}>
        <FiltrosTraspasos
          value={form}
          onChange={setForm}
          onBuscar={() => void busqueda.ejecutar(onBuscar)}
          buscando={consulta.isFetching}
        />
      </Card>
      <Card
        title="Traspasos"
        extra={
          <Typography.Text type="secondary" data-testid="total-traspasos">
            {total === 1 ? '1 traspaso' : `${total.toLocaleString('en-US')} traspasos`}
          </Typography.Text>
        }
        styles={movil ? { body: { padding: 12 } } : undefined}
      >
        {movil ? (
          <Flex vertical gap={12}>
            <Flex justify="end">
              <ExportarExcelButton config={exportar} vacia={total === 0} cargando={props.loading} />
            </Flex>
            <TraspasosCards {...props} />
          </Flex>
        ) : (
          <TraspasosTable {...props} />
        )}
      </Card>
      {detalle && (
        <DetalleModal
          traspaso={detalle}
          onClose={() => setDetalle(null)}
          onRecibir={(t) => void onRecibir(t)}
        />
      )}
    </>
  );
};
