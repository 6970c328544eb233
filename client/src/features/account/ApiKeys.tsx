import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { type ApiKeyRowFragment, useApiKeysQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { RowCards } from '../common/RowCards';
import { apiKeyPrefixText, apiKeyStatusText, createdText, lastUsedText, sortApiKeys } from './apiKeyText';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { useApiKeyMutations } from './useApiKeys';

function RevokeButton({ apiKey }: { apiKey: ApiKeyRowFragment }) {
  const { message } = App.useApp();
  const { revokeApiKey } = useApiKeyMutations();
  return (
    <Popconfirm
      title="Revoke this API key?"
      description={`“${apiKey.name}” stops working at once. This cannot be undone.`}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // antd's Popconfirm awaits the promise onConfirm returns (its typing says void): the Revoke
      // button spins until the revoke ends. The action handles its own failure.
      // oxlint-disable-next-line typescript/no-misused-promises
      onConfirm={async () => {
        try {
          await revokeApiKey(apiKey.id);
          message.success(`API key “${apiKey.name}” revoked.`);
        } catch (err) {
          message.error(serverMessage(err, 'The API key could not be revoked. Please try again.'));
        }
      }}
    >
      <Button danger aria-label={`Revoke API key ${apiKey.name}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeyRowFragment }) {
  const { token } = theme.useToken();
  const secondary = { display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM } as const;
  return (
    <Flex gap={token.marginSM} align="flex-start" justify="space-between" wrap style={{ minWidth: 0 }}>
      <div style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Typography.Text>
        <Typography.Text code>{apiKeyPrefixText(apiKey.prefix)}</Typography.Text>
        <Typography.Text style={secondary}>
          {createdText(apiKey.createdAt)} · Last used: {lastUsedText(apiKey.lastUsedAt)}
        </Typography.Text>
      </div>
      <Flex gap={token.marginXS} align="center" wrap>
        <Tag color={apiKey.active ? 'success' : 'default'} style={{ margin: 0 }}>
          {apiKeyStatusText(apiKey)}
        </Tag>
        {apiKey.active && <RevokeButton apiKey={apiKey} />}
      </Flex>
    </Flex>
  );
}

/**
 * The account page's API keys: each key's name, prefix, creation, last use and status, with
 * Revoke (after a confirmation); 'Create API key' opens a dialog that shows the new key once.
 */
export function ApiKeys() {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useApiKeysQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const keys = sortApiKeys(data?.apiKeys ?? []);
  return (
    <Flex vertical gap={token.margin}>
      <Typography.Text style={{ color: token.colorTextSecondary }}>
        Call the TalentLens API from your own tools with <Typography.Text code>Authorization: Bearer &lt;key&gt;</Typography.Text>. A key
        acts as you and spends your credits.
      </Typography.Text>
      <div>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </div>
      <QueryState
        loading={!data && loading}
        failed={!data && !!error}
        empty={!!data && keys.length === 0}
        loadingView={{ skeleton: { label: 'Loading your API keys', rows: 2 } }}
        errorView={{ as: 'inline', title: 'Your API keys could not be loaded.', onRetry: () => refetch() }}
        emptyView={{ icon: <KeyOutlined aria-hidden />, description: 'No API keys yet' }}
      >
        <RowCards label="API keys" as="ul" items={keys} rowKey={(apiKey) => apiKey.id} render={(apiKey) => <KeyRow apiKey={apiKey} />} />
      </QueryState>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
