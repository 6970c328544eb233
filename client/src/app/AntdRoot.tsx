import { App as AntApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { appTheme } from '../lib/theme';

/**
 * antd's theme and its App (messages, modals) for the routes that use antd's components: a layout
 * route of its own, so that the landing, pricing and legal pages, which are plain elements, load
 * none of antd.
 */
export function Component() {
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
