import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, Modal, Space, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { handled } from '../../lib/handled';
import { useAutoFocus } from '../../lib/useAutoFocus';
import { serverMessage } from '../common/errors';
import { API_KEY_NAME_MAX, apiKeyNameError } from './apiKeyText';
import { useApiKeyMutations } from './useApiKeys';

/** The new key, once: a read-only field to select, and a Copy button. */
function NewKey({ value }: { value: string }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const keyId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      message.success('API key copied.');
    } catch {
      message.warning('The key could not be copied here: select it and copy it yourself.');
    }
  };
  return (
    <div style={{ display: 'grid', gap: token.marginXXS }}>
      <label htmlFor={keyId}>Your new API key</label>
      <Space.Compact block>
        <Input id={keyId} readOnly value={value} onFocus={(e) => e.target.select()} style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => handled(copy(), 'Copying the API key')}>
          Copy
        </Button>
      </Space.Compact>
    </div>
  );
}

/**
 * 'Create API key': a name, then the key itself, shown this once with the warning to copy it now.
 * Closing the dialog forgets the key.
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  const nameId = useId();
  const { createApiKey, creating } = useApiKeyMutations();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const focusRef = useAutoFocus(open);
  const [key, setKey] = useState<string | null>(null);

  const close = () => {
    setName('');
    setFailure(null);
    setKey(null);
    onClose();
  };

  const create = async () => {
    const invalid = apiKeyNameError(name);
    if (invalid) {
      setFailure(invalid);
      return;
    }
    setFailure(null);
    try {
      setKey(await createApiKey(name));
    } catch (err) {
      setFailure(serverMessage(err, 'The API key could not be created. Please try again.'));
    }
  };

  return (
    <Modal
      open={open}
      title={key ? 'Your new API key' : 'Create API key'}
      onCancel={close}
      destroyOnHidden
      maskClosable={!key}
      footer={
        <Flex gap={token.marginXS} justify="flex-end" wrap>
          {key ? (
            <Button type="primary" onClick={close}>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="primary" loading={creating} onClick={() => handled(create(), 'Creating the API key')}>
                Create key
              </Button>
            </>
          )}
        </Flex>
      }
    >
      {key ? (
        <Flex vertical gap={token.margin}>
          <Alert type="warning" showIcon title="Copy it now: you will not see it again." role="status" />
          <NewKey value={key} />
          <Typography.Text style={{ color: token.colorTextSecondary }}>
            Send it as <Typography.Text code>Authorization: Bearer &lt;key&gt;</Typography.Text> to /graphql or /api. It acts as you and
            spends your credits; revoke it here when you no longer need it.
          </Typography.Text>
        </Flex>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            handled(create(), 'Creating the API key');
          }}
        >
          <Flex vertical gap={token.margin}>
            <div style={{ display: 'grid', gap: token.marginXXS }}>
              <label htmlFor={nameId}>
                Name{' '}
                <span aria-hidden style={{ color: token.colorError }}>
                  *
                </span>
              </label>
              <Input
                id={nameId}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={API_KEY_NAME_MAX}
                placeholder="What will use it, such as 'CRM sync'"
                aria-required
                ref={focusRef}
              />
            </div>
            {failure && <Alert type="error" showIcon title={failure} role="alert" />}
          </Flex>
        </form>
      )}
    </Modal>
  );
}
