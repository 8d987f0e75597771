import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { Sistema } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { Button, Card, Flex, Typography } from 'antd';
import { useTelefono } from '@/ui/AccionesFila';
import type { Conteo, EstadoFiltro, FiltroVersion } from './version';

interface Props {
  sistemas: readonly Sistema[];
  conteos: Map<number, Conteo>;
  filtro: FiltroVersion | null;
  onFiltro: (clic: FiltroVersion) => void;
}

const CERO: Conteo = { actualizadas: 0, sinActualizar: 0, beta: 0 };

/**
 * One card per system (003 §4): its productive and beta versions and two counters, the branches on
 * the productive version and the rest; a counter filters the list to those branches, and the same
 * counter again clears the filter (the pressed one is shown filled). On a phone they scroll sideways.
 */
export const ContadoresSistemas = ({ sistemas, conteos, filtro, onFiltro }: Props) => {
  const telefono = useTelefono();
  const pulsado = (s: Sistema, estado: EstadoFiltro) =>
    filtro?.idCatSistemas === s.idCatSistemas && filtro.estado === estado;
  return (
    // On a phone the cards are a strip that scrolls sideways, so the list stays near the top.
    <section
      aria-label="Versiones por sistema"
      className={telefono ? 'caja-desplazable' : undefined}
      style={
        telefono
          ? {
              display: 'grid',
              gridAutoFlow: 'column',
              gridAutoColumns: '78%',
              gap: 8,
              overflowX: 'auto',
              marginBottom: 12,
              paddingBottom: 4,
            }
          : {
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 185px), 1fr))',
              gap: 8,
              marginBottom: 12,
            }
      }
    >
      {sistemas.map((s) => {
        const c = conteos.get(s.idCatSistemas) ?? CERO;
        const boton = (estado: EstadoFiltro, texto: string, n: number) => (
          <Button
            size="small"
            type={pulsado(s, estado) ? 'primary' : 'default'}
            danger={estado === 'sinActualizar'}
            icon={estado === 'actualizadas' ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
            aria-pressed={pulsado(s, estado)}
            onClick={() => onFiltro({ idCatSistemas: s.idCatSistemas, estado })}
          >
            {texto} {n}
          </Button>
        );
        return (
          <Card
            key={s.idCatSistemas}
            size="small"
            role="group"
            aria-label={s.nombre}
            styles={{ body: { padding: '8px 12px' } }}
          >
            <Typography.Text strong>
              {s.nombre} ({s.abreviatura})
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Productiva {s.versionProductivaXml}
              {s.versionBetaXml ? ` · Beta ${s.versionBetaXml}` : ' · Sin beta'}
            </Typography.Text>
            <Flex gap={6} wrap style={{ marginTop: 6 }}>
              {boton('actualizadas', 'Actualizadas', c.actualizadas)}
              {boton('sinActualizar', 'Sin actualizar', c.sinActualizar)}
            </Flex>
            {c.beta > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {c.beta === 1
                  ? '1 sin actualizar prueba la beta'
                  : `${c.beta} sin actualizar prueban la beta`}
              </Typography.Text>
            )}
          </Card>
        );
      })}
    </section>
  );
};
