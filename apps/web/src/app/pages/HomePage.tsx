import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { leerRecientes } from '@/lib/pantallasRecientes';
import { useSession } from '@/lib/session';
import { buildMenu } from '../menu';
import { pantallasDelMenu, recientesDelMenu } from '../paleta/opciones';
import { useConteosInicio } from './inicio/api';
import { tarjetasDe } from './inicio/conteos';
import { VentasPorZona } from './inicio/VentasPorZona';

/**
 * Inicio (issue 29): the work that waits in the screens the user may open, each count a link to the
 * list that shows those items, and the screens he opened last.
 */
export const HomePage = () => {
  const session = useSession();
  const pantallas = useMemo(() => pantallasDelMenu(buildMenu(session?.permisos ?? [])), [session?.permisos]);
  const conteos = useConteosInicio();
  const tarjetas = useMemo(() => tarjetasDe(conteos.data ?? [], pantallas), [conteos.data, pantallas]);
  const recientes = useMemo(
    () => (session ? recientesDelMenu(pantallas, leerRecientes(session.idUser)) : []),
    [pantallas, session],
  );

  return (
    <div className="inicio">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Bienvenido(a), {session?.nombre}
      </Typography.Title>
      <section aria-labelledby="inicio-pendientes">
        <Typography.Title level={3} id="inicio-pendientes" style={{ fontSize: 16 }}>
          Pendientes
        </Typography.Title>
        {conteos.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : conteos.isError ? (
          <Alert type="warning" showIcon title="No se pudieron consultar los pendientes." />
        ) : tarjetas.length === 0 ? (
          <Typography.Paragraph type="secondary">
            No hay pendientes en las pantallas de su menú.
          </Typography.Paragraph>
        ) : (
          <Row gutter={[16, 16]}>
            {tarjetas.map((t) => (
              <Col key={t.clave} xs={24} sm={12} xl={8}>
                <Link
                  to={t.url}
                  className="inicio-conteo"
                  data-conteo={t.clave}
                  aria-label={`${t.titulo}: ${t.total}`}
                >
                  <Card hoverable size="small">
                    <Statistic
                      title={t.titulo}
                      value={t.total}
                      suffix={<span style={{ fontSize: 14 }}>{t.texto}</span>}
                    />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </section>
      <VentasPorZona pantallas={pantallas} />
      <section aria-labelledby="inicio-recientes" style={{ marginTop: 24 }}>
        <Typography.Title level={3} id="inicio-recientes" style={{ fontSize: 16 }}>
          Pantallas recientes
        </Typography.Title>
        {recientes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Aún no ha abierto pantallas. Elija una del menú o búsquela con Ctrl+K."
          />
        ) : (
          <Card size="small">
            <List
              dataSource={recientes}
              renderItem={(o) => (
                <List.Item>
                  <List.Item.Meta title={<Link to={o.url}>{o.label}</Link>} description={o.grupo} />
                </List.Item>
              )}
            />
          </Card>
        )}
      </section>
    </div>
  );
};
