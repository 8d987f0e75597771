import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { Card, Descriptions, Form } from 'antd';
import { ClasificacionCard } from './ClasificacionCard';
import { CodBarrasEditor } from './CodBarrasEditor';
import { DatosGeneralesCard } from './DatosGeneralesCard';
import { type CampoProps, reglasEdicion, type SeccionArticulo } from './form';
import { RecargaCard } from './RecargaCard';

interface Props {
  articulo: Articulo | null;
  onChange: (a: Articulo) => void;
  parametroSat: string | undefined;
  /** The form hook's field props (`useGuardar(...).form.campo`): ids and Enter between fields. */
  campo: CampoProps;
}

/** The whole article form of 'Alta de artículos' (also the pending edit modal's), one card per part. */
export const ArticuloForm = ({ articulo, onChange, parametroSat, campo }: Props) => {
  const a = articulo;
  const seccion: SeccionArticulo = {
    a,
    r: reglasEdicion(a),
    onChange,
    set: (patch) => a && onChange({ ...a, ...patch }),
    campo,
  };
  return (
    <Form layout="vertical" component="div" size="small">
      <DatosGeneralesCard {...seccion} />

      {a?.difarmer && (
        <Card size="small" title="Datos DIFARMER" style={{ marginBottom: 12 }}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Fórmula">{a.difarmer.formula.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Laboratorio">{a.difarmer.laboratorio.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Línea">{a.difarmer.linea.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Forma farmacéutica">
              {a.difarmer.formaFarmaceutica.descripcion}
            </Descriptions.Item>
            <Descriptions.Item label="Proveedor">{a.difarmer.proveedor.descripcion}</Descriptions.Item>
            <Descriptions.Item label="Clasificación">
              {a.difarmer.clasificacion.descripcion}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      <ClasificacionCard {...seccion} />
      <RecargaCard {...seccion} parametroSat={parametroSat} />

      <Card size="small" title="Códigos de barras" style={{ marginBottom: 12 }}>
        <CodBarrasEditor articulo={a} onChange={onChange} />
      </Card>
    </Form>
  );
};
