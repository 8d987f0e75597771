import {
  clientesPantalla,
  type Lugar,
  ligaMapas,
  clientesMessages as m,
} from '@farmasi/contracts/catalogos/clientes';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Space, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { descarteConfirmado, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { BotonAccion } from '@/ui/BotonAccion';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useCliente, useGuardarDetalle, useMapa } from './api';
import { avisosDelMapa, useEnLinea } from './avisosMapa';
import { CampoUbicacion } from './CampoUbicacion';
import { HorariosModal } from './HorariosModal';
import { HistorialCliente } from './historial';
import { LugaresCercanos } from './LugaresCercanos';
import type { Busqueda, FalloGoogle } from './MapaGoogle';
import { type Lectura, leerCoordenadas, leerLiga } from './ubicacion';
import { validarGuardar } from './validate';

const MapaFarmacias = lazy(() => import('./MapaFarmacias').then((x) => ({ default: x.MapaFarmacias })));
const MapaGoogle = lazy(() => import('./MapaGoogle').then((x) => ({ default: x.MapaGoogle })));

/** cod_Cliente from the route, 0 when missing or not a code (001 §2). */
const codigoDe = (texto: string | undefined) => (/^\d{1,9}$/.test(texto ?? '') ? Number(texto) : 0);

/** The position placed during this visit, and the Google place it came from (if any). */
interface Nueva {
  latitud: number;
  longitud: number;
  lugar: string | null;
}

/**
 * S14 customer detail: read-only data; the map (Google Maps with the maps key, whose place search by
 * the chain's name lists the chain's pharmacies near the map, else OpenStreetMap); the customer is
 * placed by choosing a found place, clicking the map, pasting a Google Maps link or typing its
 * coordinates. The schedules modal; Guardar (after Si) and Cancelar back to the list as it was left.
 */
export const ClienteDetallePage = () => {
  const { cod_Cliente, product = '' } = useParams();
  const codCliente = codigoDe(cod_Cliente);
  const navigate = useNavigate();
  const { state } = useLocation();
  const cliente = useCliente(codCliente);
  const datosMapa = useMapa(codCliente);
  const guardar = useGuardarDetalle();
  const enLinea = useEnLinea();
  const [nueva, setNueva] = useState<Nueva | null>(null);
  const [horarios, setHorarios] = useState(false);
  const [falloGoogle, setFalloGoogle] = useState<FalloGoogle | null>(null);
  const [sinMosaicos, setSinMosaicos] = useState(false);
  const [liga, setLiga] = useState('');
  const [coordenadas, setCoordenadas] = useState('');
  const [textoBusqueda, setTextoBusqueda] = useState('');
  const [busqueda, setBusqueda] = useState<Busqueda | null>(null);
  const [lugares, setLugares] = useState<Lugar[]>([]);
  const [resultado, setResultado] = useState<'pendiente' | 'listo' | 'fallida'>('pendiente');

  const lista = (state as { lista?: string } | null)?.lista ?? '';
  const volver = () => navigate(`${clientesPantalla.url.replace('{product}', product)}${lista}`);
  const nombreCadena = datosMapa.data?.nombreCadena ?? '';
  const buscar = useCallback(
    (texto: string) => {
      setResultado('pendiente');
      setBusqueda((b) => ({
        texto: `${nombreCadena} ${texto}`.trim(),
        consulta: (b?.consulta ?? 0) + 1,
      }));
    },
    [nombreCadena],
  );
  // The first search, by the chain's name alone, once the map call has answered.
  const listoMapa = datosMapa.data !== undefined;
  useEffect(() => {
    if (listoMapa) buscar('');
  }, [listoMapa, buscar]);
  // A position chosen and not saved: leaving (Volver, Back, the menu, reloading) asks first.
  useCambiosSinGuardar(nueva !== null);

  if (codCliente === 0 || cliente.data === undefined) {
    if (codCliente !== 0 && cliente.isLoading) return <Spin />;
    return (
      <Result
        status="warning"
        title={m.noEncontrado}
        extra={<Button onClick={volver}>Regresar a clientes</Button>}
      />
    );
  }
  const c = cliente.data;
  const latitud = nueva?.latitud ?? c.latitud;
  const longitud = nueva?.longitud ?? c.longitud;
  const uRL = nueva ? ligaMapas(nueva.latitud, nueva.longitud) : c.uRL;
  const posicion: [number, number] | null =
    latitud !== null && longitud !== null ? [latitud, longitud] : null;
  const claveMapas = datosMapa.data?.claveMapas ?? null;
  const conGoogle = claveMapas !== null && falloGoogle === null;

  const colocar = (latitud: number, longitud: number, lugar: string | null = null) =>
    setNueva({ latitud, longitud, lugar });

  const usar = async (lectura: Lectura, campo: string) => {
    if ('mensaje' in lectura) {
      await warningDialog(lectura.mensaje);
      document.getElementById(campo)?.focus();
      return;
    }
    colocar(lectura.latitud, lectura.longitud);
  };

  const enviar = async () => {
    const falla = validarGuardar(uRL, nueva !== null);
    if (falla) {
      await warningDialog(falla);
      return;
    }
    if (!(await confirmDialog(m.deseaGuardar))) return;
    const res = await guardar.mutateAsync({ codCliente, latitud, longitud, uRL });
    successToast(res.message || m.clienteGuardado);
    descarteConfirmado(); // saved: going back to the list loses nothing
    volver();
  };

  const campo = (id: string, etiqueta: string, valor: string | number | null) => (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item label={etiqueta} htmlFor={id}>
        <Input id={id} value={valor ?? ''} readOnly />
      </Form.Item>
    </Col>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Form layout="vertical">
          <Row gutter={16}>
            {campo('codCliente', 'Código', c.codCliente)}
            {campo('nombre', 'Nombre', c.nombre)}
            {campo('nombreNegocio', 'Negocio', c.nombreNegocio)}
            {campo('sucursal', 'Sucursal', c.sucursal)}
            {campo('latitud', 'Latitud', latitud)}
            {campo('longitud', 'Longitud', longitud)}
            <Col xs={24}>
              <Form.Item label="Liga de mapas" htmlFor="uRL">
                <Space.Compact style={{ width: '100%' }}>
                  <Input id="uRL" value={uRL} readOnly />
                  <Button href={uRL || undefined} target="_blank" rel="noopener noreferrer" disabled={!uRL}>
                    Abrir
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        title="Ubicación en el mapa"
        extra={
          conGoogle && (
            <TextoBusqueda
              aria-label="Buscar farmacia en el mapa"
              placeholder={`Buscar ${nombreCadena}`}
              allowClear
              maxLength={100}
              style={{ width: 260, maxWidth: '100%' }}
              value={textoBusqueda}
              onChange={(e) => setTextoBusqueda(e.target.value)}
              onSearch={(texto) => buscar(texto)}
            />
          )
        }
      >
        {avisosDelMapa({ claveMapas, falloGoogle, enLinea, sinMosaicos }).map((a) => (
          <Alert key={a.texto} type={a.tipo} showIcon title={a.texto} style={{ marginBottom: 12 }} />
        ))}
        {conGoogle && resultado === 'listo' && lugares.length === 0 && (
          <Alert type="warning" showIcon title={m.sinSucursalCerca} style={{ marginBottom: 12 }} />
        )}
        {conGoogle && resultado === 'fallida' && (
          <Alert type="warning" showIcon title={m.busquedaFallida} style={{ marginBottom: 12 }} />
        )}
        {datosMapa.data && (
          <Suspense fallback={<Spin />}>
            {conGoogle ? (
              <MapaGoogle
                clave={claveMapas}
                centro={posicion}
                posicion={posicion}
                lugares={lugares}
                elegido={nueva?.lugar ?? null}
                busqueda={busqueda}
                onElegir={(l) => colocar(l.latitud, l.longitud, l.id)}
                onPunto={(lat, lng) => colocar(lat, lng)}
                onLugares={(consulta, encontrados, fallida) => {
                  if (consulta !== busqueda?.consulta) return;
                  setLugares(encontrados);
                  setResultado(fallida ? 'fallida' : 'listo');
                }}
                onFallo={setFalloGoogle}
              />
            ) : (
              <MapaFarmacias
                centro={posicion}
                posicion={posicion}
                onPunto={(lat, lng) => colocar(lat, lng)}
                onSinMosaicos={() => setSinMosaicos(true)}
              />
            )}
          </Suspense>
        )}
        {conGoogle && (
          <LugaresCercanos
            lugares={lugares}
            elegido={nueva?.lugar ?? null}
            onElegir={(l) => colocar(l.latitud, l.longitud, l.id)}
            cargando={resultado === 'pendiente'}
          />
        )}
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Row gutter={16}>
            <CampoUbicacion
              id="ligaPegada"
              etiqueta="Pegar liga de Google Maps"
              boton="Usar liga"
              maxLength={2000}
              placeholder="https://www.google.com/maps/@19.0413,-98.2062,17z"
              valor={liga}
              onValor={setLiga}
              leer={leerLiga}
              onUsar={(l, campo) => void usar(l, campo)}
            />
            <CampoUbicacion
              id="coordenadas"
              etiqueta="Coordenadas (latitud, longitud)"
              boton="Usar coordenadas"
              maxLength={60}
              placeholder="19.0413, -98.2062"
              valor={coordenadas}
              onValor={setCoordenadas}
              leer={leerCoordenadas}
              onUsar={(l, campo) => void usar(l, campo)}
            />
          </Row>
        </Form>
      </Card>
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        <HistorialCliente codCliente={codCliente} nombre={cliente.data.nombre} />
        <Button onClick={() => setHorarios(true)}>Horarios de sucursal</Button>
        <Button onClick={volver}>Cancelar</Button>
        <BotonAccion type="primary" onClick={enviar}>
          Guardar
        </BotonAccion>
      </Space>
      {horarios && <HorariosModal codCliente={codCliente} onClose={() => setHorarios(false)} />}
    </Space>
  );
};
