-- Reference data of the chart of accounts (S23), applied at every start (idempotent).
-- The chain's companies (002 §9: ids 1, 2 and other); their accounts are kept by the screen.
INSERT INTO cat_empresas (id_cat_empresa, descripcion) VALUES
  (1, 'Farmacias FarmaSí'),
  (2, 'Baranetos'),
  (3, 'Talleres FarmaSí')
ON CONFLICT (id_cat_empresa) DO UPDATE SET descripcion = excluded.descripcion;
