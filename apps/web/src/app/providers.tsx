import { messages } from '@farmasi/contracts/messages';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { configureApi } from '@/api';
import '@/lib/format';
import { DialogsBridge, warningDialog } from '@/ui/dialogs';

// A session that cannot be renewed ends with the spec's warning; the guard then sends the user to
// /login, remembering the route.
const avisarSesionCaducada = () => void warningDialog(messages.general.sesionCaducada);

/** Users who ask their system for less motion get dialogs and menus without animations. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Props {
  queryClient: QueryClient;
  /** false in unit tests (the DOM there never ends a CSS transition); default: the user's preference. */
  motion?: boolean;
  children: ReactNode;
}

/**
 * Colours with WCAG AA contrast (4.5:1) on white and on antd's light greys: antd's defaults give
 * placeholders #bfbfbf (1.8:1), secondary text #8c8c8c (3.4:1), links #1677ff (4.1:1) and gold or
 * green tags under 3.4:1. The text colour of every preset tag is its palette's 7th shade.
 */
const darkTagText = (colors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, c]) => [
      [`${name}7`, c],
      [`${name}-7`, c],
    ]),
  );

export const themeTokens: Record<string, string> = {
  colorPrimary: '#0b7a4b',
  // antd derives a lighter hover (#22875a, 4.49:1 on white); a hovered or focused button's text and a
  // hovered primary button's white text then fell under AA. Darker on hover instead.
  colorPrimaryHover: '#096b41',
  colorLink: '#0b6b42',
  colorLinkHover: '#0a5c39',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#636363',
  colorTextDescription: '#595959',
  colorTextPlaceholder: '#6e6e6e',
  colorTextQuaternary: '#6e6e6e',
  colorError: '#cf1322',
  // Both spellings: antd names the CSS variable of each the same (--ant-gold-7), the last one wins.
  ...darkTagText({
    gold: '#874d00',
    green: '#237804',
    orange: '#ad4e00',
    volcano: '#ad2102',
    cyan: '#006d75',
    lime: '#3f6600',
  }),
};

/**
 * What antd's <App> gave every screen: its font, size, line height and text colour. <App> itself
 * is not used: it loads antd's Modal, message and notification with the sign-in page (issue 24);
 * the dialogs load when first asked for (ui/dialogs.tsx).
 */
const Raiz = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div
      className="ant-app"
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
};

export const AppProviders = ({ queryClient, motion = !prefersReducedMotion(), children }: Props) => {
  // Set on every render, not once at import: a handler another module set (a test's, say) never
  // outlives the next render of the app.
  configureApi({ onSessionExpired: avisarSesionCaducada });
  return (
    <ConfigProvider locale={esES} theme={{ token: { ...themeTokens, motion } }}>
      <Raiz>
        <DialogsBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Raiz>
    </ConfigProvider>
  );
};
