import { CodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/**
 * The GraphQL playground (GraphiQL at /graphql, served by the server, signed in with this
 * session): a full page load, not a route of this app.
 */
export function ApiPlaygroundLink() {
  return (
    <Button href="/graphql" icon={<CodeOutlined />}>
      API playground
    </Button>
  );
}
