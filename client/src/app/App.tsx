import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { appTheme } from '../lib/theme';

export function App() {
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
