-- Reference data of the journal entries (S24), applied at every start (idempotent): each company's
-- accounts for VAT charged (208-01), cost of sales (501-01), inventory (115-01), discounts on sales
-- (402-02) and returns on sales (402-01), sub-account = company. Kept when changed afterwards.
INSERT INTO polizas_cuentas_empresa (id_cat_empresa, iva_trasladado, costo_venta, inventario, descuentos, devoluciones)
SELECT id_cat_empresa,
       '208-01-' || lpad(id_cat_empresa::text, 6, '0'),
       '501-01-' || lpad(id_cat_empresa::text, 6, '0'),
       '115-01-' || lpad(id_cat_empresa::text, 6, '0'),
       '402-02-' || lpad(id_cat_empresa::text, 6, '0'),
       '402-01-' || lpad(id_cat_empresa::text, 6, '0')
FROM cat_empresas
ON CONFLICT (id_cat_empresa) DO NOTHING;
