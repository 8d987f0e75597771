import { messages } from '@farmasi/contracts/messages';
import { Table, type TableProps } from 'antd';

export const DEFAULT_PAGE_SIZE = 50;

/**
 * antd Table with the house defaults: small rows, the spec's empty text and 50 rows per page
 * (pagination hidden for a single page). Every prop can be overridden; rowKey is required.
 */
export const DataTable = <T extends object>({
  locale,
  pagination,
  ...props
}: TableProps<T> & { rowKey: TableProps<T>['rowKey'] }) => (
  <Table<T>
    size="small"
    bordered
    pagination={
      pagination === false
        ? false
        : { pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false, ...pagination }
    }
    locale={{ emptyText: messages.general.sinRegistros, ...locale }}
    {...props}
  />
);
