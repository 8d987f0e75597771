import type { Lugar } from '@farmasi/contracts/catalogos/clientes';
import { Button, List, Tag, Typography } from 'antd';

/** The map's places as a list (keyboard and phone friendly): name, branch, distance and Elegir. */
export const LugaresCercanos = ({
  lugares,
  elegido,
  onElegir,
}: {
  lugares: readonly Lugar[];
  elegido: number | null;
  onElegir: (lugar: Lugar) => void;
}) => (
  <List
    size="small"
    style={{ marginTop: 12, maxHeight: 240, overflowY: 'auto' }}
    aria-label="Farmacias del mapa"
    dataSource={[...lugares]}
    locale={{ emptyText: 'Sin farmacias que coincidan' }}
    renderItem={(l) => (
      <List.Item
        actions={[
          l.codCliente === elegido ? (
            <Tag color="green" key="elegida">
              Elegida
            </Tag>
          ) : (
            <Button key="elegir" size="small" aria-label={`Elegir ${l.nombre}`} onClick={() => onElegir(l)}>
              Elegir
            </Button>
          ),
        ]}
      >
        <List.Item.Meta
          title={l.nombre}
          description={
            <Typography.Text type="secondary">
              {[l.nombreNegocio, l.sucursal, l.distanciaKm === null ? null : `${l.distanciaKm} km`]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          }
        />
      </List.Item>
    )}
  />
);
