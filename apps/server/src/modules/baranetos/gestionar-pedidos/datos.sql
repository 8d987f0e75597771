-- Reference data of S21, applied at every start (idempotent).
-- The wholesale orders' statuses, in the order an order goes through them (docs/decisions/baranetos.md).
INSERT INTO bar_pedidos_estatus (estatus, descripcion) VALUES
  (1, 'Recibido'),
  (2, 'En surtido'),
  (3, 'Surtido'),
  (4, 'Enviado'),
  (5, 'Entregado'),
  (6, 'Cancelado')
ON CONFLICT (estatus) DO UPDATE SET descripcion = excluded.descripcion;
