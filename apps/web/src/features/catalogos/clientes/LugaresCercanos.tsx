import type { Lugar } from '@farmasi/contracts/catalogos/clientes';
import { Button, List, Tag, Typography } from 'antd';

/**
 * The places Google's search found near the map, as a list (keyboard and phone friendly): name,
 * address and Elegir, which places the customer where that listing stands.
 */
export const LugaresCercanos = ({
  lugares,
  elegido,
  onElegir,
  cargando,
}: {
  lugares: readonly Lugar[];
  elegido: string | null;
  onElegir: (lugar: Lugar) => void;
  cargando: boolean;
}) => (
  <List
    size="small"
    style={{ marginTop: 12, maxHeight: 240, overflowY: 'auto' }}
    aria-label="Farmacias del mapa"
    loading={cargando}
    dataSource={[...lugares]}
    locale={{ emptyText: 'Sin farmacias encontradas' }}
    renderItem={(l) => (
      <List.Item
        actions={[
          l.id === elegido ? (
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
          description={<Typography.Text type="secondary">{l.direccion}</Typography.Text>}
        />
      </List.Item>
    )}
  />
);
