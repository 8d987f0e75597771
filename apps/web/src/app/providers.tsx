import { messages } from '@farmasi/contracts/messages';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { configureApi } from '@/api';
import '@/lib/format';
import { DialogsBridge, warningDialog } from '@/ui/dialogs';

// A session that cannot be renewed ends with the spec's warning; the guard then sends the user to
// /login, remembering the route.
configureApi({ onSessionExpired: () => void warningDialog(messages.general.sesionCaducada) });

export const AppProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <ConfigProvider locale={esES} theme={{ token: { colorPrimary: '#0b7a4b' } }}>
    <App>
      <DialogsBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </App>
  </ConfigProvider>
);
