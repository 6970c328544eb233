import { DeleteOutlined, DownloadOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal, Result, Segmented, Select, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { handled } from '../../lib/handled';
import { sourceName } from '../common/sourceNames';
import { checkedText, sourceText } from '../contacts/contactsText';
import {
  askCorrection,
  CORRECTION_FIELDS,
  downloadMyData,
  factRows,
  fetchMyData,
  removeMe,
  requestCode,
  verifyCode,
  type HeldProfile,
  type PersonClaim,
  type PersonData,
  type RevealSeen,
} from './personAccessApi';

type Step =
  | { at: 'email' }
  | { at: 'code'; claim: PersonClaim; sent: string }
  | { at: 'data'; access: string; data: PersonData }
  | { at: 'removed'; message: string };

const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : 'not said');

/** The companies that revealed the person's contact details (never the users), newest first. */
function RevealedBy({ seen }: { seen: RevealSeen[] }) {
  const { token } = theme.useToken();
  const what = (r: RevealSeen) =>
    [r.emails ? `${r.emails} e-mail${r.emails === 1 ? '' : 's'}` : '', r.phones ? `${r.phones} phone${r.phones === 1 ? '' : 's'}` : '']
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-label="Who revealed your contact details">
      <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4 }}>
        Who revealed your contact details
      </Typography.Title>
      {seen.length === 0 ? (
        <Typography.Text type="secondary">Nobody has revealed them.</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
          {seen.map((r, i) => (
            <li key={i}>
              {r.company}, {day(r.at)} ({what(r)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A correction of one of the person's profiles, for staff to make within a month. */
function CorrectionForm({ access, profiles, onDone }: { access: string; profiles: HeldProfile[]; onDone: (message: string) => void }) {
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (p: HeldProfile) => `${p.first_name} ${p.last_name}`.trim() || p.linkedin_username;
  const submit = async (values: { profileId: string; field: string; value: string; note?: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await askCorrection(access, { ...values, value: values.value.trim(), note: values.note?.trim() });
      onDone(message);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="vertical"
      aria-label="Ask for a correction"
      initialValues={{ profileId: profiles[0]?.id, field: 'headline' }}
      onFinish={(values) => handled(submit(values), 'Sending the correction')}
      style={{ maxWidth: 480 }}
    >
      {profiles.length > 1 && (
        <Form.Item label="Profile" name="profileId" rules={[{ required: true }]}>
          <Select options={profiles.map((p) => ({ value: p.id, label: nameOf(p) }))} />
        </Form.Item>
      )}
      {profiles.length === 1 && (
        <Form.Item name="profileId" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item label="What is wrong" name="field" rules={[{ required: true }]}>
        <Select options={CORRECTION_FIELDS.map((f) => ({ value: f.value, label: f.label }))} />
      </Form.Item>
      <Form.Item
        label="What it should say"
        name="value"
        rules={[{ required: true, whitespace: true, max: 300, message: 'Please write what it should say (at most 300 characters).' }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item label="Anything we should know (optional)" name="note" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Flex vertical gap={token.margin} align="flex-start">
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          Send the correction
        </Button>
      </Flex>
    </Form>
  );
}

/** One profile: every fact with its source and date, and every contact with its source and check. */
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
                  {sourceText(c.source, c.origin)} · {checkedText(c.lastVerifiedAt, c.lastSeenOn)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** The first step: the person's e-mail address, or the link of their LinkedIn profile (the code goes to the addresses it holds). */
function ClaimForm({ busy, error, onSend }: { busy: boolean; error: ReactNode; onSend: (claim: PersonClaim) => Promise<void> }) {
  const { token } = theme.useToken();
  const [way, setWay] = useState<'email' | 'profile'>('email');
  return (
    <Form
      layout="vertical"
      aria-label="Ask for a code"
      onFinish={({ email, profile }: { email?: string; profile?: string }) =>
        handled(onSend(way === 'email' ? { email: (email ?? '').trim() } : { profile: (profile ?? '').trim() }), 'Sending the code')
      }
      style={{ maxWidth: 420 }}
    >
      <Form.Item label="Find me by">
        <Segmented
          aria-label="Find me by"
          value={way}
          onChange={(v) => setWay(v as 'email' | 'profile')}
          options={[
            { label: 'My e-mail address', value: 'email' },
            { label: 'My LinkedIn profile', value: 'profile' },
          ]}
        />
      </Form.Item>
      {way === 'email' ? (
        <Form.Item
          label="Your e-mail address"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Please enter your e-mail address.' }]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
      ) : (
        <Form.Item
          label="Your LinkedIn profile link"
          name="profile"
          extra="We send the code to the e-mail addresses we hold for that profile."
          rules={[{ required: true, whitespace: true, message: 'Please enter the link of your LinkedIn profile.' }]}
        >
          <Input inputMode="url" placeholder="linkedin.com/in/…" />
        </Form.Item>
      )}
      <Flex vertical gap={token.margin} align="flex-start">
        {error}
        <Button type="primary" htmlType="submit" icon={<MailOutlined aria-hidden />} loading={busy}>
          Send me a code
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * "Find and remove me" for the people in the index (/people-privacy/me): an e-mail address (or a
 * profile link), the code sent to it, then what the index holds about that person, to download,
 * correct or remove.
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
  const [notice, setNotice] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);

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
      <ClaimForm
        busy={busy}
        error={error}
        onSend={(claim) =>
          run(async () => {
            const { message } = await requestCode(claim);
            setStep({ at: 'code', claim, sent: message });
          })
        }
      />
    );

  if (step.at === 'code')
    return (
      <Form
        layout="vertical"
        aria-label="Enter the code"
        onFinish={({ code }: { code: string }) =>
          handled(
            run(async () => {
              const { token: access } = await verifyCode(step.claim, code.trim());
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
              {'email' in step.claim ? 'Use another address' : 'Use another way'}
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
      <RevealedBy seen={data.revealedBy} />
      <Modal open={correcting} title="Ask for a correction" footer={null} onCancel={() => setCorrecting(false)} destroyOnHidden>
        <CorrectionForm
          access={access}
          profiles={data.profiles}
          onDone={(message) => {
            setCorrecting(false);
            setNotice(message);
          }}
        />
      </Modal>
      {notice && <Alert type="success" showIcon role="status" title={notice} />}
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
        {data.profiles.length > 0 && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setCorrecting(true)} disabled={busy}>
            Correct something
          </Button>
        )}
        <Button icon={<DeleteOutlined aria-hidden />} onClick={confirmRemoval} loading={busy}>
          Remove me and keep me out
        </Button>
      </Flex>
    </Flex>
  );
}
