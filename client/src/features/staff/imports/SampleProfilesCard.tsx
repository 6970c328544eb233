import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { SampleProfilesDocument, useRemoveSampleProfilesMutation, useSampleProfilesQuery } from '../../../graphql/generated';
import { useCurrentStaff } from '../accounts/useStaff';
import { canManageStaff } from '../staffText';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { POLL_MS, SAMPLE_TEXT, sampleCountText, sampleRemovalRunning, sampleRemovalText } from './importsText';

/**
 * The generated sample people in the index: how many there are and, for a superadmin, 'Remove
 * sample people' (confirmed first). The removal runs in the background on the server; the count is
 * asked for again every two seconds until none are left.
 */
export function SampleProfilesCard() {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const staff = useCurrentStaff();
  const canRemove = staff ? canManageStaff(staff.role) : false;
  const [polling, setPolling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch } = useSampleProfilesQuery({
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? POLL_MS : 0,
  });
  const [remove, { loading: removing }] = useRemoveSampleProfilesMutation({
    // The answer is the new state (removal asked for): the card shows it and starts following it.
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({ query: SampleProfilesDocument, data: { __typename: 'Query', sampleProfiles: answer.removeSampleProfiles } });
    },
  });
  const state = data?.sampleProfiles;
  const running = sampleRemovalRunning(state);
  // Polling follows the answer: on while the removal runs, off once none are left.
  if (running !== polling) setPolling(running);

  const apply = async () => {
    setFailure(null);
    try {
      await remove();
      message.info(SAMPLE_TEXT.started);
    } catch (err) {
      setFailure(serverMessage(err, 'The sample people could not be removed. Check your connection and try again.'));
    }
  };

  const confirm = () => {
    modal.confirm({
      title: 'Remove every sample person?',
      content: "Users' lists keep their entries, shown as removed from the index. The removal runs in the background.",
      okText: SAMPLE_TEXT.confirmButton,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // The dialog's button spins until the server has answered; `apply` shows its own failure and never rejects.
      onOk: apply,
    });
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>Sample people</h2>}>
      <QueryState
        loading={!state && loading}
        failed={!state && Boolean(error)}
        loadingView={{ skeleton: { label: 'Loading the sample people', rows: 1 } }}
        errorView={{
          as: 'inline',
          title: serverMessage(error, 'The sample people could not be counted. Check your connection and try again.'),
          onRetry: refetch,
        }}
      >
        {state && (
          <Flex vertical gap={token.margin} align="flex-start">
            <Typography.Paragraph style={{ margin: 0 }} role="status">
              {running ? sampleRemovalText(state.count) : sampleCountText(state.count)}
            </Typography.Paragraph>
            {state.count > 0 && !running && canRemove && (
              <Button
                type="primary"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-haspopup="dialog"
                loading={removing}
                onClick={confirm}
              >
                {SAMPLE_TEXT.remove}
              </Button>
            )}
            {state.count > 0 && !canRemove && (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {SAMPLE_TEXT.onlySuperadmin}
              </Typography.Text>
            )}
            {failure && <Alert type="error" showIcon role="alert" title={failure} />}
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
