-- Reference data of the payment receipts (S36–S37), applied at every start (idempotent): the default
-- series 'BA' (002 §9). Its last folio is the receipts' own: never touched here once the row exists.
INSERT INTO series_pago (serie_pago, descripcion, ultimo_folio, activa) VALUES
  ('BA', 'Comprobantes de pago Baranetos', 0, true)
ON CONFLICT (serie_pago) DO NOTHING;
