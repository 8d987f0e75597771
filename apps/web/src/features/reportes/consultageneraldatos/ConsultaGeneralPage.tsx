import { SearchOutlined } from '@ant-design/icons';
import {
  consultaGeneralBaranetos,
  consultaGeneralFarmacias,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  type CampoBusqueda,
  fallaBusqueda,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useFormulario } from '@/lib/useFormulario';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { infoToast } from '@/ui/dialogs';
import { ExportarExcelButton } from '@/ui/ExportarExcel';
import { useOpciones, useResultado } from './api';
import { FiltrosConsulta } from './FiltrosConsulta';
import {
  cuerpoDe,
  cuerpoExportar,
  type FiltrosConsulta as Filtros,
  filtrosDeLista,
  filtrosIniciales,
  hoyMexico,
  LISTA_DEFECTOS,
  LISTA_VALIDAR,
  listaDeFiltros,
} from './lista';
import { TablaResultado } from './TablaResultado';

const CAMPOS: CampoBusqueda[] = [
  'idOpcion',
  'fechaInicio',
  'fechaFin',
  'valores',
  'valores2',
  'comboEspecialValor',
];

/**
 * S49–S50 'Consulta general de datos.' (003 §2.10) of a line: the options granted to the session's
 * employee, the filters the chosen option asks for, Consultar (20 rows per page, paged on the
 * server) and Exportar Excel (the whole result, streamed).
 */
export const ConsultaGeneralPage = ({ empresa }: { empresa: 1 | 2 }) => {
  const llamadas = empresa === 1 ? consultaGeneralFarmacias : consultaGeneralBaranetos;
  const sesion = useSession();
  const opciones = useOpciones(llamadas, sesion?.codigo ?? 0);
  const disponibles = opciones.data ?? [];
  const hoy = hoyMexico();

  // The search in force and its page live in the URL; the filters hold what is typed until Consultar.
  const [busqueda, setLista] = useListaEnUrl(LISTA_DEFECTOS, LISTA_VALIDAR);
  const vigente = useMemo(() => filtrosDeLista(busqueda), [busqueda]);
  const [filtros, setFiltros] = useState<Filtros>(vigente);
  // Back and Forward change the search in force: the filters show it again.
  useEffect(() => {
    if (vigente.idOpcion) setFiltros(vigente);
  }, [vigente]);
  const opcion = disponibles.find((o) => o.idOpcion === filtros.idOpcion);
  const opcionVigente = disponibles.find((o) => o.idOpcion === busqueda.opcion);
  const body = opcionVigente ? cuerpoDe(vigente, opcionVigente, busqueda.pagina) : null;
  const resultado = useResultado(llamadas, body);
  const datos = resultado.isError ? undefined : resultado.data;

  // 003 §8: an empty result says so (the table's empty text says it too).
  const avisado = useRef(0);
  useEffect(() => {
    if (!datos || resultado.isPlaceholderData || datos.totalRegistros > 0) return;
    if (avisado.current === resultado.dataUpdatedAt) return;
    avisado.current = resultado.dataUpdatedAt;
    infoToast(m.sinDatos);
  }, [datos, resultado.isPlaceholderData, resultado.dataUpdatedAt]);

  const form = useFormulario<CampoBusqueda>({
    campos: CAMPOS,
    validar: () => fallaBusqueda(opcion, filtros, hoy),
    enviar: async () => {
      const nueva = listaDeFiltros(filtros);
      // The same search again asks the server again (the data may have changed).
      if (JSON.stringify(nueva) === JSON.stringify(busqueda)) await resultado.refetch();
      else setLista(nueva);
    },
  });

  const acciones = (
    <Flex wrap gap="small">
      <Button
        type="primary"
        icon={<SearchOutlined />}
        loading={form.ocupado || resultado.isFetching}
        onClick={() => void form.enviar()}
      >
        Consultar
      </Button>
      <ExportarExcelButton
        config={{
          archivo: () => opcion?.descripcion ?? 'Consulta',
          etiqueta: 'Exportar Excel',
          endpoint: llamadas.excel,
          enSuRuta: true,
          body: cuerpoExportar(filtros, opcion),
          textoError: m.errorExcel,
          antes: form.validar,
        }}
      />
    </Flex>
  );

  const total = datos?.totalRegistros ?? 0;
  return (
    <Flex vertical gap={16}>
      {opciones.isSuccess && disponibles.length === 0 && (
        <Alert type="info" showIcon message={m.sinOpciones} />
      )}
      <Card>
        <FiltrosConsulta
          empresa={empresa}
          llamadas={llamadas}
          opciones={disponibles}
          cargandoOpciones={opciones.isFetching}
          opcion={opcion}
          value={filtros}
          onChange={(patch) => setFiltros((f) => ({ ...f, ...patch }))}
          onOpcion={(id) =>
            setFiltros(
              filtrosIniciales(
                disponibles.find((o) => o.idOpcion === id),
                hoy,
              ),
            )
          }
          campo={form.campo}
          hoy={hoy}
          acciones={acciones}
        />
      </Card>
      <Card
        title={opcionVigente?.descripcion ?? 'Resultado'}
        extra={
          <Typography.Text type="secondary" data-testid="total-registros">
            {total === 1 ? '1 registro' : `${total.toLocaleString('en-US')} registros`}
          </Typography.Text>
        }
      >
        <TablaResultado
          resultado={datos}
          cargando={resultado.isFetching}
          consultado={body !== null}
          pagina={busqueda.pagina}
          onPagina={(pagina) => setLista({ pagina })}
        />
      </Card>
    </Flex>
  );
};

/** S49: the chain line's screen. */
export const ConsultaGeneralFarmaciasPage = () => <ConsultaGeneralPage empresa={1} />;
/** S50: the wholesale line's. */
export const ConsultaGeneralBaranetosPage = () => <ConsultaGeneralPage empresa={2} />;
