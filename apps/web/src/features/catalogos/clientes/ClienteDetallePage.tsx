import {
  clientesPantalla,
  type Lugar,
  ligaMapas,
  clientesMessages as m,
} from '@farmasi/contracts/catalogos/clientes';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Space, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { coincide } from '@/lib/texto';
import { BotonAccion } from '@/ui/BotonAccion';
import { successToast, warningDialog } from '@/ui/dialogs';
import { useCercanas, useCliente, useGuardarDetalle } from './api';
import { HorariosModal } from './HorariosModal';
import { LugaresCercanos } from './LugaresCercanos';
import { validarGuardar } from './validate';

const MapaFarmacias = lazy(() => import('./MapaFarmacias').then((x) => ({ default: x.MapaFarmacias })));
const MapaGoogle = lazy(() => import('./MapaGoogle').then((x) => ({ default: x.MapaGoogle })));

/** cod_Cliente from the route, 0 when missing or not a code (001 §2). */
const codigoDe = (texto: string | undefined) => (/^\d{1,9}$/.test(texto ?? '') ? Number(texto) : 0);

/**
 * S14 customer detail: read-only data, the map of the chain's places near the customer (choosing
 * one sets the position and the maps link), the schedules modal, Guardar and Cancelar back to the
 * list as it was left.
 */
export const ClienteDetallePage = () => {
  const { cod_Cliente, product = '' } = useParams();
  const codCliente = codigoDe(cod_Cliente);
  const navigate = useNavigate();
  const { state } = useLocation();
  const cliente = useCliente(codCliente);
  const cercanas = useCercanas(codCliente);
  const guardar = useGuardarDetalle();
  const [elegido, setElegido] = useState<Lugar | null>(null);
  const [buscar, setBuscar] = useState('');
  const [horarios, setHorarios] = useState(false);
  const [sinGoogle, setSinGoogle] = useState(false);

  const lista = (state as { lista?: string } | null)?.lista ?? '';
  const volver = () => navigate(`${clientesPantalla.url.replace('{product}', product)}${lista}`);
  const lugares = useMemo(
    () =>
      (cercanas.data?.lugares ?? []).filter((l) => coincide(buscar, l.nombre, l.nombreNegocio, l.sucursal)),
    [cercanas.data, buscar],
  );

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
  const latitud = elegido?.latitud ?? c.latitud;
  const longitud = elegido?.longitud ?? c.longitud;
  const uRL = elegido ? ligaMapas(elegido.latitud, elegido.longitud) : c.uRL;
  const centro: [number, number] | null = latitud !== null && longitud !== null ? [latitud, longitud] : null;
  const claveMapas = cercanas.data?.claveMapas ?? null;

  const enviar = async () => {
    const falla = validarGuardar(uRL, elegido !== null);
    if (falla) {
      await warningDialog(falla);
      return;
    }
    const res = await guardar.mutateAsync({ codCliente, latitud, longitud, uRL });
    successToast(res.message || m.clienteGuardado);
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
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
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
        title="Farmacias cercanas"
        extra={
          <Input.Search
            aria-label="Buscar farmacia en el mapa"
            placeholder="Buscar farmacia"
            allowClear
            style={{ width: 240, maxWidth: '100%' }}
            onChange={(e) => setBuscar(e.target.value)}
            onSearch={setBuscar}
          />
        }
      >
        {cercanas.data && cercanas.data.lugares.length === 0 && (
          <Alert type="warning" showIcon title={m.sinSucursalCerca} style={{ marginBottom: 12 }} />
        )}
        {claveMapas && sinGoogle && (
          <Alert type="info" showIcon title={m.sinGoogleMaps} style={{ marginBottom: 12 }} />
        )}
        <Suspense fallback={<Spin />}>
          {claveMapas && !sinGoogle ? (
            <MapaGoogle
              clave={claveMapas}
              centro={centro}
              lugares={lugares}
              elegido={elegido?.codCliente ?? null}
              onElegir={setElegido}
              onFallo={() => setSinGoogle(true)}
            />
          ) : (
            <MapaFarmacias
              centro={centro}
              lugares={lugares}
              elegido={elegido?.codCliente ?? null}
              onElegir={setElegido}
            />
          )}
        </Suspense>
        <LugaresCercanos lugares={lugares} elegido={elegido?.codCliente ?? null} onElegir={setElegido} />
      </Card>
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
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
