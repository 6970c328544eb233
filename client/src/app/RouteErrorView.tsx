import { Button, ConfigProvider, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appTheme } from '../lib/theme';

/** What RouteError shows, in the app's theme (it may sit above AntdRoot). */
export default function RouteErrorView() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  const subTitle = chunkFailed
    ? 'A newer version of the app is available, or the connection dropped. Reload the page to continue.'
    : 'An unexpected error stopped this page. Reload to try again, or go back to the start.';
  return (
    <ConfigProvider theme={appTheme}>
      <Result
        status="warning"
        title={title}
        subTitle={subTitle}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>,
          <Button key="home" href="/">
            Go to the start
          </Button>,
        ]}
      />
    </ConfigProvider>
  );
}
