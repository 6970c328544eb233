import { ContactsOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Tag, Typography, theme } from 'antd';
import type { ContactAvailabilityFragment } from '../../graphql/generated';
import { visuallyHidden } from '../common/a11y';
import { costText, revealedByText, toCheckText } from './contactsText';

/**
 * What revealing a profile would show and cost, before anyone pays (docs/decisions.md, "Plans and
 * credits"): the server's ready line ('2 e-mails · 1 verified, 1 likely; 1 phone · verified') and
 * the cost ('1 credit', 'Free: already revealed', 'Free: no verified or likely contact'), and what
 * a live verifier will check first ('2 e-mails checked with Hunter first'). Revealed by a teammate,
 * who and when in place of the cost ('Revealed by Ann Lee on Nov 27, 2026 · free for your team'). `id`
 * lets a button name it as its description. Nothing when there is no preview (signed out).
 */
export function ContactAvailability({ preview, id }: { preview: ContactAvailabilityFragment | null | undefined; id?: string }) {
  const { token } = theme.useToken();
  if (!preview) return null;
  const free = preview.cost === 0;
  const checks = toCheckText(preview);
  const byTeam = revealedByText(preview);
  return (
    <span
      id={id}
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS, minWidth: 0, maxWidth: '100%' }}
    >
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        <ContactsOutlined aria-hidden /> <span style={visuallyHidden}>Contacts: </span>
        {preview.label}
      </Typography.Text>
      {byTeam ? (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
          <TeamOutlined aria-hidden /> {byTeam}
        </Typography.Text>
      ) : (
        <Tag color={free ? 'default' : 'blue'} style={{ margin: 0, whiteSpace: 'normal' }}>
          <span style={visuallyHidden}>Cost: </span>
          {costText(preview)}
        </Tag>
      )}
      {checks && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <SafetyCertificateOutlined aria-hidden /> {checks}
        </Typography.Text>
      )}
    </span>
  );
}
