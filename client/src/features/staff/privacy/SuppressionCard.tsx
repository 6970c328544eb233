import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { usePrivacyOverviewQuery, useSuppressPeopleMutation } from '../../../graphql/generated';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { lines, ORIGIN_LABELS } from './privacyText';

interface Values {
  emails?: string;
  linkedinProfiles?: string;
  phones?: string;
  reason: string;
}

/**
 * The suppression list: how many keys it holds by origin (never which), the open requests at a
 * glance, and a form to keep people out by e-mail, LinkedIn profile or phone (hashed on arrival,
 * their profiles removed, audited with the reason).
 */
export function SuppressionCard() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data, loading, error, refetch } = usePrivacyOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const [suppress, { loading: saving }] = useSuppressPeopleMutation({ refetchQueries: ['PrivacyOverview'] });
  const [failure, setFailure] = useState<string | null>(null);
  const overview = data?.privacyOverview;

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const { data: done } = await suppress({
        variables: {
          input: {
            emails: lines(values.emails),
            linkedinProfiles: lines(values.linkedinProfiles),
            phones: lines(values.phones),
            reason: values.reason.trim(),
          },
        },
      });
      const r = done?.suppressPeople;
      form.resetFields();
      message.success(
        `Kept out: ${r?.keys ?? 0} ${r?.keys === 1 ? 'key' : 'keys'} added, ${r?.removedProfiles ?? 0} ${r?.removedProfiles === 1 ? 'profile' : 'profiles'} removed.`,
      );
    } catch (err) {
      setFailure(serverMessage(err, 'They could not be kept out. Check your connection and try again.'));
    }
  };

  return (
    <Card title="Suppression list" role="region" aria-label="Suppression list">
      <Flex vertical gap={token.marginLG}>
        <QueryState
          loading={!overview && loading}
          failed={!overview && Boolean(error)}
          loadingView={{ skeleton: { label: 'Loading the suppression list', rows: 2 } }}
          errorView={{
            as: 'inline',
            title: 'The suppression list could not be loaded',
            message: serverMessage(error, 'Check your connection and try again.'),
            onRetry: refetch,
          }}
        >
          {overview && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'total', label: 'Keys held', children: overview.suppressions.total.toLocaleString('en-US') },
                ...overview.suppressions.byOrigin.map((o) => ({
                  key: o.origin,
                  label: ORIGIN_LABELS[o.origin] ?? o.origin,
                  children: o.keys.toLocaleString('en-US'),
                })),
                {
                  key: 'open',
                  label: 'Open requests',
                  children: `${overview.requests.open}${overview.requests.overdue ? ` (${overview.requests.overdue} overdue)` : ''}`,
                },
              ]}
            />
          )}
        </QueryState>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The list keeps one-way SHA-256 keys only: nobody can read who is on it. Whoever you name here is removed from the index and never
          stored again; users who saved them see “Removed at the person&apos;s request”.
        </Typography.Paragraph>
        <Form
          form={form}
          name="suppress-people"
          aria-label="Keep people out"
          layout="vertical"
          onFinish={(values) => handled(submit(values), 'Keeping people out')}
          disabled={saving}
          style={{ maxWidth: 560 }}
        >
          <Form.Item label="E-mail addresses" name="emails" extra="One per line.">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item label="LinkedIn profiles" name="linkedinProfiles" extra="Links or usernames, one per line.">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item label="Phone numbers" name="phones" extra="With their country code, one per line.">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item
            label="Why"
            name="reason"
            rules={[
              {
                required: true,
                min: 3,
                max: 500,
                whitespace: true,
                message: 'Please say why (at most 500 characters): it is kept in the audit log.',
              },
            ]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Flex vertical gap={token.margin} align="flex-start">
            {failure && <Alert type="error" showIcon role="alert" title={failure} />}
            <Button type="primary" danger htmlType="submit" loading={saving}>
              Keep them out
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
