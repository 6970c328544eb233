import { MailOutlined, PhoneOutlined, SafetyCertificateOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { ContactSource, ContactStatus, ContactType, ContactsPanelFragment } from '../../graphql/generated';
import { RouterButton } from '../common/RouterButton';
import { useOpenBuyCredits } from '../payments/buyCredits';
import { checkedText, revealOutcomeText, sourceText, STATUS_TAG, TYPE_LABEL } from './contactsText';

export type RevealedContacts = ContactsPanelFragment;

/** One contact as listed: its value, and the facts shown beside it. */
interface ListedContact {
  key: string;
  value: ReactNode;
  status: ContactStatus;
  type: ContactType;
  source: ContactSource;
  origin: string | null;
  lastVerifiedAt: string | null;
  lastSeenOn: string | null;
}

function ContactList({ icon, title, empty, items }: { icon: ReactNode; title: string; empty: string; items: ListedContact[] }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: token.marginXS }}>
        {icon} {title}
      </Typography.Text>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
          {items.map((item) => (
            <li key={item.key} style={{ display: 'grid', gap: token.marginXXS, minWidth: 0 }}>
              <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS, minWidth: 0 }}>
                <Typography.Text
                  copyable={{ text: item.key, tooltips: ['Copy', 'Copied'] }}
                  delete={item.status === 'outdated'}
                  type={item.status === 'outdated' ? 'secondary' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.value}
                </Typography.Text>
                <Tag color={STATUS_TAG[item.status].color} style={{ margin: 0 }}>
                  {STATUS_TAG[item.status].label}
                </Tag>
                <Tag style={{ margin: 0 }}>{TYPE_LABEL[item.type]}</Tag>
              </span>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
                {sourceText(item.source, item.origin)} · {checkedText(item.lastVerifiedAt, item.lastSeenOn)}
                {item.status === 'outdated' && ' · not at a current employer'}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The contacts part of the profile dialog (docs/product-spec.md §4, "Profile view"): not requested,
 * loading, then loaded with separate 'No emails found' and 'No phone numbers found' messages.
 * Out of credits, the server's message comes with 'Buy credits', which opens the Buy Credits dialog;
 * for a team member (the team's pool pays), with a link to the Team page instead. Under the
 * contacts: what the reveal cost, or who of the team revealed them ('Revealed by Ann Lee on Nov 27,
 * 2026 · free for your team').
 */
export function ContactsPanel({
  state,
}: {
  state: { loading: boolean; error: string | null; outOfCredits: boolean; contacts: RevealedContacts | null; inTeam?: boolean };
}) {
  const { token } = theme.useToken();
  const openBuyCredits = useOpenBuyCredits();
  if (state.loading) {
    return (
      <Flex align="center" gap={token.marginSM} role="status">
        <Spin size="small" /> <Typography.Text>Getting contacts…</Typography.Text>
      </Flex>
    );
  }
  const outOfCreditsAction = () => {
    if (!state.outOfCredits) return undefined;
    if (state.inTeam)
      return (
        <RouterButton size="small" icon={<TeamOutlined aria-hidden />} to="/team">
          Open Team page
        </RouterButton>
      );
    return (
      <Button size="small" type="primary" icon={<WalletOutlined aria-hidden />} aria-haspopup="dialog" onClick={openBuyCredits}>
        Buy credits
      </Button>
    );
  };
  if (state.error) {
    return <Alert type="error" showIcon title={state.error} action={outOfCreditsAction()} />;
  }
  if (!state.contacts) return null;
  const { emails, phoneNumbers, verification } = state.contacts;
  const facts = (c: Omit<ListedContact, 'key' | 'value'>) => ({
    status: c.status,
    type: c.type,
    source: c.source,
    origin: c.origin,
    lastVerifiedAt: c.lastVerifiedAt,
    lastSeenOn: c.lastSeenOn,
  });
  return (
    <Flex
      vertical
      gap={token.margin}
      style={{ padding: token.padding, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
    >
      <Flex gap={token.marginLG} wrap>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <ContactList
            icon={<MailOutlined aria-hidden />}
            title="Emails"
            empty="No emails found"
            items={emails.map((e) => ({ key: e.address, value: <a href={`mailto:${e.address}`}>{e.address}</a>, ...facts(e) }))}
          />
        </div>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <ContactList
            icon={<PhoneOutlined aria-hidden />}
            title="Phone numbers"
            empty="No phone numbers found"
            items={phoneNumbers.map((p) => ({
              key: p.number,
              value: <a href={`tel:${p.number.replace(/[^\d+]/g, '')}`}>{p.number}</a>,
              ...facts(p),
            }))}
          />
        </div>
      </Flex>
      {verification && (
        <Typography.Text style={{ fontSize: token.fontSizeSM }}>
          <SafetyCertificateOutlined aria-hidden /> {verification}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} role="status">
        {revealOutcomeText(state.contacts)}
      </Typography.Text>
    </Flex>
  );
}
