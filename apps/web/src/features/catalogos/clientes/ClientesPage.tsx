import { EditOutlined } from '@ant-design/icons';
import {
  CLIENTES_POR_PAGINA,
  type Cliente,
  clientesDetallePantalla,
  consulta,
} from '@farmasi/contracts/catalogos/clientes';
import { Button, Card, type TableColumnsType } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paginaValida, useCajaBusqueda, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { TextoBusqueda } from '@/ui/TextoInput';
import { useClientes } from './api';

/** The detail's path for a customer; the list's query travels in the history state to come back to it. */
export const rutaDetalle = (product: string, codCliente: number) =>
  clientesDetallePantalla.url.replace('{product}', product).replace(':cod_Cliente', String(codCliente));

/** S13 'Clientes': search by code or name on the server, 15 per page, edit opens the detail. */
export const ClientesPage = () => {
  const [{ pagina, buscar }, setLista] = useListaEnUrl({ pagina: 1, buscar: '' }, { pagina: paginaValida });
  const clientes = useClientes(pagina, buscar);
  // The box shows the search the list shows, after Back, Forward and reload too.
  const caja = useCajaBusqueda(buscar, (v) => setLista({ buscar: v.trim(), pagina: 1 }));
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  // The slug from the route ('/:product/catalogos/clientes'), or the path's first segment.
  const { product = pathname.split('/')[1] ?? '' } = useParams();

  const columns: TableColumnsType<Cliente> = [
    { title: 'Código', dataIndex: 'codCliente', width: 90 },
    { title: 'Nombre', dataIndex: 'nombre' },
    { title: 'Negocio', dataIndex: 'nombreNegocio' },
    { title: 'Sucursal', dataIndex: 'sucursal' },
    {
      title: 'Editar',
      key: 'editar',
      fixed: 'right',
      width: 80,
      render: (_, c) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Editar cliente ${c.nombre}`}
          onClick={() => navigate(rutaDetalle(product, c.codCliente), { state: { lista: search } })}
        />
      ),
    },
  ];

  return (
    <Card
      extra={
        <TextoBusqueda
          aria-label="Buscar cliente"
          placeholder="Buscar por código o nombre"
          allowClear
          style={{ width: 300, maxWidth: '100%' }}
          maxLength={100}
          {...caja}
        />
      }
    >
      <DataTable<Cliente>
        rowKey="codCliente"
        columns={columns}
        dataSource={clientes.data?.clientes ?? []}
        loading={clientes.isFetching}
        paginacion={{
          pagina,
          porPagina: CLIENTES_POR_PAGINA,
          total: clientes.data?.totalRegistros ?? 0,
          onPagina: (p) => setLista({ pagina: p }),
        }}
        exportar={{ archivo: 'clientes', endpoint: consulta, query: { buscar } }}
      />
    </Card>
  );
};
