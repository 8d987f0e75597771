import { Result } from 'antd';

/** Stands in for a screen of the route table that is not built yet. */
export const EnConstruccionPage = () => (
  <Result status="info" title="Pantalla en construcción" subTitle="Esta pantalla estará disponible pronto." />
);
