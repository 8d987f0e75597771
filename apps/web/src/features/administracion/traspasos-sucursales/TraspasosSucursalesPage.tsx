import {
  traspasosMessages as m,
  TRASPASOS_POR_PAGINA,
  TRASPASOS_TOAST_SEGUNDOS,
  type Traspaso,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { format } from '@farmasi/contracts/messages';
import { App, Card, Grid, type TablePaginationConfig, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { guardarBase64 } from '@/lib/download';
import { readSession } from '@/lib/session';
import { confirmDialog, infoDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useExportar, useRecibir, useTraspasos } from './api';
import { DetalleModal } from './DetalleModal';
import { FiltrosTraspasos } from './FiltrosTraspasos';
import { TraspasosCards } from './TraspasosCards';
import { TraspasosTable } from './TraspasosTable';
import {
  type FiltrosForm,
  filtrosAUrl,
  filtrosDeUrl,
  filtrosParaEnviar,
  nombreArchivo,
  validarFiltros,
} from './validate';

/** S44 'Traspaso de sucursales' (003 §2.5): follow, detail, receive and export transfers. */
export const TraspasosSucursalesPage = () => {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const movil = screens.md === false;

  // The search in force lives in the URL; the form holds what is being typed until 'Buscar'.
  const [searchParams, setSearchParams] = useSearchParams();
  const vigente = useMemo(() => filtrosDeUrl(searchParams), [searchParams]);
  const [form, setForm] = useState<FiltrosForm>(vigente.filtros);
  const body = useMemo(
    () => ({
      ...filtrosParaEnviar(vigente.filtros),
      Pagina: vigente.pagina,
      TamanoPagina: TRASPASOS_POR_PAGINA,
    }),
    [vigente],
  );
  const primeraCarga = useRef(true);
  const lista = useTraspasos(body, primeraCarga);
  const recibir = useRecibir();
  const exportar = useExportar();
  const [marcados, setMarcados] = useState<string[]>([]);
  const [detalle, setDetalle] = useState<Traspaso | null>(null);

  // Nothing found: the first load's toast, otherwise the server's message as information (003 §8).
  const { data, dataUpdatedAt, isPlaceholderData } = lista;
  useEffect(() => {
    if (!data || isPlaceholderData || data.totalRegistros > 0 || !data.message || !dataUpdatedAt) return;
    if (data.pageLoad) void message.info(data.message, TRASPASOS_TOAST_SEGUNDOS);
    else void infoDialog(data.message);
  }, [data, dataUpdatedAt, isPlaceholderData, message]);

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
    const next = new URLSearchParams(filtrosAUrl({ ...form, de, a }, 1));
    setMarcados([]);
    if (next.toString() === searchParams.toString()) void lista.refetch();
    else setSearchParams(next);
  };

  const irAPagina = (pagina: number) => setSearchParams(filtrosAUrl(vigente.filtros, pagina));

  const onExportar = () => {
    if (!data || data.totalRegistros === 0) {
      void warningDialog(m.sinTraspasosExportar);
      return;
    }
    const { Pagina: _p, TamanoPagina: _t, ...filtros } = body;
    exportar.mutate(
      { ...filtros, sIdTraspasosSucursales: marcados },
      { onSuccess: (base64) => guardarBase64(base64, nombreArchivo()) },
    );
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
      },
    );
  };

  const onMarcar = (ids: string[], marcado: boolean) =>
    setMarcados((actual) =>
      marcado ? [...new Set([...actual, ...ids])] : actual.filter((id) => !ids.includes(id)),
    );

  const total = data?.totalRegistros ?? 0;
  const pagination: TablePaginationConfig = {
    current: vigente.pagina,
    pageSize: TRASPASOS_POR_PAGINA,
    total,
    onChange: irAPagina,
    showSizeChanger: false,
    hideOnSinglePage: true,
  };
  const props = {
    traspasos: data?.traspasos ?? [],
    loading: lista.isFetching || recibir.isPending,
    pagination,
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
          onBuscar={() => void onBuscar()}
          onExportar={onExportar}
          buscando={lista.isFetching}
          exportando={exportar.isPending}
          marcados={marcados.length}
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
        {movil ? <TraspasosCards {...props} /> : <TraspasosTable {...props} />}
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
