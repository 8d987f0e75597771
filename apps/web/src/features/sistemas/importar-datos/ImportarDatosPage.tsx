import {
  CheckCircleOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import {
  importarDatosMessages as m,
  type ResultadoImportacion,
  type TipoImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import { Button, Card, Collapse, Flex, Form, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { useDescarga } from '@/lib/download';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, warningDialog } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { AvanceImportacion } from './AvanceImportacion';
import { type Avance, ejecutarImportacion, urlPlantilla, useTiposImportacion } from './api';
import { ColumnasImportacion } from './ColumnasImportacion';
import { InformeImportacion } from './InformeImportacion';
import { FORMATOS_ACEPTADOS, tamanoLegible, validarArchivo } from './validate';

/**
 * 'Importar datos' (issue 28): choose the kind, download its template, upload the file, read the
 * check's report, then import. The same importers as `npm run import`; the server checks every row
 * again when importing and writes all of them in one transaction, or none.
 */
export const ImportarDatosPage = () => {
  const tipos = useTiposImportacion();
  const plantilla = useDescarga();
  const [tipo, setTipo] = useState<TipoImportacion | null>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [avance, setAvance] = useState<Avance | null>(null);
  const [resultado, setResultado] = useState<ResultadoImportacion | null>(null);
  const [enCurso, setEnCurso] = useState<'verificar' | 'importar' | null>(null);
  const info = tipos.data?.find((t) => t.tipo === tipo);
  // A file checked without errors and not yet imported is work the user would lose by leaving.
  const verificado = resultado?.verificacion === true && resultado.totalErrores === 0;
  useCambiosSinGuardar(verificado || enCurso !== null);

  const correr = async (verificacion: boolean) => {
    if (!tipo || !archivo) return;
    setResultado(null);
    setAvance({ fase: 'subiendo', fraccion: 0 });
    setEnCurso(verificacion ? 'verificar' : 'importar');
    try {
      setResultado(await ejecutarImportacion(tipo, archivo, verificacion, setAvance));
    } finally {
      setAvance(null);
      setEnCurso(null);
    }
  };

  const form = useFormulario({
    campos: ['tipo', 'archivo'],
    validar: () => validarArchivo(tipo, archivo),
    enviar: () => correr(true),
  });

  const importar = () =>
    form.ejecutar(async () => {
      if (!(await form.validar())) return;
      if (!verificado || resultado?.tipo !== tipo) {
        await warningDialog(m.verificarPrimero);
        return;
      }
      const cantidad = `${resultado.filas.toLocaleString('es-MX')} ${resultado.filas === 1 ? 'fila' : 'filas'}`;
      if (
        !(await confirmDialog(
          m.confirmar.replace('{cantidad}', cantidad).replace('{archivo}', archivo!.name),
        ))
      )
        return;
      await correr(false);
    });

  const elegirTipo = (t: TipoImportacion | null) => {
    setTipo(t);
    setResultado(null);
  };
  const elegirArchivo = (a: File | null) => {
    setArchivo(a);
    setResultado(null);
  };

  const ocupado = form.ocupado || enCurso !== null;
  return (
    <Flex vertical gap={16}>
      <Card title="Tipo de datos">
        <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
          <Form.Item label="Tipo de datos" htmlFor="tipo" style={{ maxWidth: 560 }}>
            <SelectBuscable<TipoImportacion>
              {...form.campo('tipo')}
              aria-label="Tipo de datos"
              placeholder="Seleccione…"
              value={tipo}
              loading={tipos.isLoading}
              // Typed before the kinds arrive, the text would find nothing.
              disabled={ocupado || !tipos.data}
              options={(tipos.data ?? []).map((t) => ({ value: t.tipo, label: t.titulo }))}
              onChange={(t) => elegirTipo(t ?? null)}
            />
          </Form.Item>
        </Form>
        {info && (
          <Flex vertical gap={12}>
            <Space wrap>
              <Button
                icon={<DownloadOutlined />}
                loading={plantilla.ocupado}
                onClick={() => void plantilla.descargar(urlPlantilla(info.tipo, 'xlsx'))}
              >
                Plantilla de Excel
              </Button>
              <Button
                icon={<DownloadOutlined />}
                loading={plantilla.ocupado}
                onClick={() => void plantilla.descargar(urlPlantilla(info.tipo, 'csv'))}
              >
                Plantilla CSV
              </Button>
            </Space>
            <Collapse
              size="small"
              items={[
                {
                  key: 'columnas',
                  label: `Columnas del archivo (${info.columnas.length})`,
                  children: <ColumnasImportacion columnas={info.columnas} />,
                },
              ]}
            />
          </Flex>
        )}
      </Card>
      <Card title="Archivo">
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            CSV (UTF-8, separado por comas o punto y coma) o Excel (.xlsx), con el encabezado de la plantilla
            en la primera fila; hasta 20 MB.
          </Typography.Text>
          <Flex wrap gap={12} align="center">
            <Upload
              accept={FORMATOS_ACEPTADOS}
              multiple={false}
              showUploadList={false}
              disabled={ocupado}
              beforeUpload={(a) => {
                elegirArchivo(a);
                // The file is sent by Verificar/Importar, never by antd's own request.
                return false;
              }}
            >
              <Button id="archivo" icon={<PaperClipOutlined />} disabled={ocupado}>
                {archivo ? 'Cambiar archivo' : 'Seleccionar archivo'}
              </Button>
            </Upload>
            {archivo && (
              <Typography.Text data-testid="archivo-elegido">
                {archivo.name} ({tamanoLegible(archivo.size)})
              </Typography.Text>
            )}
          </Flex>
          <Space wrap>
            <Button
              type={verificado ? 'default' : 'primary'}
              icon={<CheckCircleOutlined />}
              loading={enCurso === 'verificar'}
              disabled={ocupado && enCurso !== 'verificar'}
              onClick={() => void form.enviar()}
            >
              Verificar
            </Button>
            <Button
              type={verificado ? 'primary' : 'default'}
              icon={<CloudUploadOutlined />}
              loading={enCurso === 'importar'}
              disabled={ocupado && enCurso !== 'importar'}
              onClick={() => void importar()}
            >
              Importar
            </Button>
          </Space>
          {avance && <AvanceImportacion avance={avance} />}
        </Flex>
      </Card>
      {resultado && (
        <Card title={resultado.verificacion ? 'Resultado de la verificación' : 'Resultado de la importación'}>
          <InformeImportacion resultado={resultado} />
        </Card>
      )}
    </Flex>
  );
};
