import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { appTheme } from '../lib/theme';
import { useReducedMotion } from '../lib/useReducedMotion';

/**
 * antd's theme and its App (messages, modals) for the routes that use antd's components: a layout
 * route of its own, so that the landing, pricing and legal pages, which are plain elements, load
 * none of antd. A user whose system asks for reduced motion gets antd without it: dialogs, menus,
 * drawers and messages appear and go at once, and a click sends no wave.
 */
export function Component() {
  const reduced = useReducedMotion();
  const theme = useMemo(() => (reduced ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme), [reduced]);
  return (
    <ConfigProvider theme={theme} wave={{ disabled: reduced }}>
      <AntApp>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
