import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetSessionCache } from '@/lib/session';

// antd reads media queries (Grid, Layout.Sider breakpoints); happy-dom may lack matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
