import { DeleteOutlined, DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal, Result, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import { sourceName } from '../common/sourceNames';
import {
  downloadMyData,
  factRows,
  fetchMyData,
  removeMe,
  requestCode,
  verifyCode,
  type HeldProfile,
  type PersonData,
} from './personAccessApi';

type Step =
  | { at: 'email' }
  | { at: 'code'; email: string; sent: string }
  | { at: 'data'; access: string; data: PersonData }
  | { at: 'removed'; message: string };

const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : 'not said');

/** One profile: every fact with its source and date, every contact, and the companies that revealed them. */
function HeldProfileCard({ profile }: { profile: HeldProfile }) {
  const { token } = theme.useToken();
  return (
    <Card
      type="inner"
      role="region"
      aria-label={`What we hold: ${`${profile.first_name} ${profile.last_name}`.trim()}`}
      title={`${profile.first_name} ${profile.last_name}`.trim()}
      styles={{ body: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: token.margin } }}
    >
      <ul aria-label="Facts" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
        {factRows(profile).map((row) => (
          <li key={row.fact} style={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Typography.Text strong>{row.fact}</Typography.Text>
            <span style={{ overflowWrap: 'anywhere' }}>{row.value}</span>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              From {sourceName(row.source)}, read {day(row.read)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <section aria-label="Contact details">
        <Typography.Title level={4}>Contact details</Typography.Title>
        {profile.contacts.length === 0 ? (
          <Typography.Text type="secondary">None.</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
            {profile.contacts.map((c) => (
              <li key={`${c.kind}:${c.value}`} style={{ overflowWrap: 'anywhere' }}>
                {c.value} <Tag>{c.status}</Tag>
                <Typography.Text type="secondary">
                  {c.origin ? `from ${sourceName(c.origin)}` : `source: ${c.source.replace('_', ' ')}`} ·{' '}
                  {c.lastVerifiedAt ? `checked ${day(c.lastVerifiedAt)}` : 'never checked'}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Who revealed your contact details">
        <Typography.Title level={4}>Who revealed your contact details</Typography.Title>
        {profile.revealed_by.length === 0 ? (
          <Typography.Text type="secondary">Nobody has revealed them.</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
            {profile.revealed_by.map((r, i) => (
              <li key={i}>
                {r.company}, {day(r.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/**
 * "Find and remove me" for the people in the index (/people-privacy/me): an e-mail address, the code
 * sent to it, then what the index holds about that address's person, to download or remove.
 */
export function FindMe() {
  // On a card: antd's colours are made for its container's background, not the public pages' own.
  return (
    <Card>
      <FindMeSteps />
    </Card>
  );
}

function FindMeSteps() {
  const { token } = theme.useToken();
  const [step, setStep] = useState<Step>({ at: 'email' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const error = failure && <Alert type="error" showIcon role="alert" title={failure} />;

  if (step.at === 'email')
    return (
      <Form
        layout="vertical"
        aria-label="Ask for a code"
        onFinish={({ email }: { email: string }) =>
          handled(
            run(async () => {
              const { message } = await requestCode(email.trim());
              setStep({ at: 'code', email: email.trim(), sent: message });
            }),
            'Sending the code',
          )
        }
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="Your e-mail address"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Please enter your e-mail address.' }]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Flex vertical gap={token.margin} align="flex-start">
          {error}
          <Button type="primary" htmlType="submit" icon={<MailOutlined aria-hidden />} loading={busy}>
            Send me a code
          </Button>
        </Flex>
      </Form>
    );

  if (step.at === 'code')
    return (
      <Form
        layout="vertical"
        aria-label="Enter the code"
        onFinish={({ code }: { code: string }) =>
          handled(
            run(async () => {
              const { token: access } = await verifyCode(step.email, code.trim());
              setStep({ at: 'data', access, data: await fetchMyData(access) });
            }),
            'Checking the code',
          )
        }
        style={{ maxWidth: 420 }}
      >
        <Typography.Paragraph role="status">{step.sent}</Typography.Paragraph>
        <Form.Item
          label="Code"
          name="code"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6 digits of the code.' }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} />
        </Form.Item>
        <Flex vertical gap={token.margin} align="flex-start">
          {error}
          <Flex gap={token.marginSM} wrap>
            <Button type="primary" htmlType="submit" loading={busy}>
              See my data
            </Button>
            <Button onClick={() => setStep({ at: 'email' })} disabled={busy}>
              Use another address
            </Button>
          </Flex>
        </Flex>
      </Form>
    );

  if (step.at === 'removed') return <Result status="success" title="You have been removed" subTitle={step.message} />;

  const { data, access } = step;
  const confirmRemoval = () =>
    Modal.confirm({
      title: 'Remove everything we hold about you?',
      content:
        'Your profile and contact details are deleted, and you are kept out of our index from now on. Users who saved you see only "Removed at the person\'s request". This cannot be undone.',
      okText: 'Remove me',
      okButtonProps: { danger: true },
      onOk: () =>
        run(async () => {
          const { message } = await removeMe(access);
          setStep({ at: 'removed', message });
        }),
    });

  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'email', label: 'Address', children: data.email },
          { key: 'at', label: 'As of', children: dayjs(data.at).format('MMM D, YYYY HH:mm') },
        ]}
      />
      {data.profiles.length === 0 ? (
        <Alert type="info" showIcon title="We hold no data about this address." />
      ) : (
        data.profiles.map((p) => <HeldProfileCard key={p.id} profile={p} />)
      )}
      {error}
      <Flex gap={token.marginSM} wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() =>
            handled(
              run(() => downloadMyData(access)),
              'Downloading the data',
            )
          }
          disabled={busy}
        >
          Download my data (JSON)
        </Button>
        <Button icon={<DeleteOutlined aria-hidden />} onClick={confirmRemoval} loading={busy}>
          Remove me and keep me out
        </Button>
      </Flex>
    </Flex>
  );
}
