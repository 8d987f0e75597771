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

/** Users who ask their system for less motion get dialogs and menus without animations. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Props {
  queryClient: QueryClient;
  /** false in unit tests (the DOM there never ends a CSS transition); default: the user's preference. */
  motion?: boolean;
  children: ReactNode;
}

export const AppProviders = ({ queryClient, motion = !prefersReducedMotion(), children }: Props) => (
  <ConfigProvider locale={esES} theme={{ token: { colorPrimary: '#0b7a4b', motion } }}>
    <App>
      <DialogsBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </App>
  </ConfigProvider>
);
