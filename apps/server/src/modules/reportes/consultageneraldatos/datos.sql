-- The options of the general data query (S49–S50, 003 §3 'General query option'): the queries the
-- product defines in registro/ (by id: the chain line's 1–99, the wholesale line's 101–199). The code
-- owns their line, description and order; `activo` is left as an administrator set it.
INSERT INTO consulta_general_opciones (id_opcion, id_empresa, descripcion, orden) VALUES
  (1, 1, 'Ventas por sucursal', 1),
  (2, 1, 'Ventas por día y sucursal', 2),
  (10, 1, 'Corte del día por sucursal', 3),
  (3, 1, 'Tickets del periodo', 4),
  (4, 1, 'Facturas de venta del periodo', 5),
  (5, 1, 'Artículos de un proveedor con sus costos', 6),
  (6, 1, 'Artículos por fórmula', 7),
  (7, 1, 'Existencias mínimas en cero por sucursal', 8),
  (8, 1, 'Facturas de proveedores por estatus', 9),
  (9, 1, 'Clientes por sucursal y grupo de entrega', 10),
  (101, 2, 'Ventas por sucursal', 1),
  (102, 2, 'Ventas por día y sucursal', 2),
  (103, 2, 'Tickets del periodo', 3),
  (104, 2, 'Facturas de venta del periodo', 4),
  (105, 2, 'Artículos por departamento', 5),
  (106, 2, 'Ficha de un artículo y sus exclusiones', 6),
  (107, 2, 'Exclusiones de días de descuento', 7),
  (108, 2, 'Departamentos, secciones y categorías', 8)
ON CONFLICT (id_opcion) DO UPDATE
  SET id_empresa = excluded.id_empresa, descripcion = excluded.descripcion, orden = excluded.orden;
