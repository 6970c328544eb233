import { BookOutlined, EnvironmentOutlined, PlusOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useId } from 'react';
import { TIMINGS } from '../../app/theme';
import type { SearchResultCardFragment } from '../../graphql/generated';
import { visuallyHidden } from './a11y';

function initials(profile: Pick<SearchResultCardFragment, 'firstName' | 'lastName' | 'fullName'>): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.fullName.trim().charAt(0) || '?').toUpperCase();
}

/** One labelled line of the card: an icon, a label for assistive technology, the value. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'baseline', minWidth: 0 }}>
      <dt style={{ flex: 'none', color: token.colorTextSecondary }}>
        {icon}
        <span style={visuallyHidden}>{label}</span>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * A search result (spec section 2): picture or initials, full name, snippet, summary (only when it
 * says more than the snippet), experience, education, location and 'Add to List'. Lists come in a
 * later issue, so the button is shown disabled and says so. The card is a focusable article; the
 * profile dialog it will open is a later issue as well, so nothing here pretends to open one.
 */
export function ResultCard({ profile }: { profile: SearchResultCardFragment }) {
  const { token } = theme.useToken();
  const nameId = useId();
  const soonId = useId();
  const summary = profile.summary.trim();
  const showSummary = summary !== '' && summary !== profile.snippet.trim();

  return (
    <article
      tabIndex={0}
      aria-labelledby={nameId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.margin,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
      }}
    >
      <Avatar
        size={56}
        src={profile.profilePicture || undefined}
        alt={profile.profilePicture ? `Picture of ${profile.fullName}` : undefined}
        aria-hidden={profile.profilePicture ? undefined : true}
        style={{ flex: 'none', background: token.colorPrimary, color: token.colorTextLightSolid, fontWeight: 600 }}
      >
        {initials(profile)}
      </Avatar>
      <Flex vertical gap={token.marginXXS} style={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography.Title level={3} id={nameId} style={{ margin: 0, fontSize: token.fontSizeHeading5, overflowWrap: 'anywhere' }}>
          {profile.fullName}
        </Typography.Title>
        {profile.snippet && <div style={{ color: token.colorText, overflowWrap: 'anywhere' }}>{profile.snippet}</div>}
        {showSummary && (
          <p
            style={{
              margin: 0,
              color: token.colorTextSecondary,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {summary}
          </p>
        )}
        <dl style={{ margin: `${token.marginXS}px 0 0`, display: 'grid', gap: token.marginXXS, color: token.colorText }}>
          <Fact icon={<ShoppingOutlined aria-hidden />} label="Experience">
            {profile.experience}
          </Fact>
          <Fact icon={<BookOutlined aria-hidden />} label="Education">
            {profile.education}
          </Fact>
          <Fact icon={<EnvironmentOutlined aria-hidden />} label="Location">
            {profile.location}
          </Fact>
        </dl>
      </Flex>
      <div style={{ flex: 'none', marginInlineStart: 'auto', alignSelf: 'flex-start' }}>
        <Tooltip title="Lists are coming soon" mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
          <Button icon={<PlusOutlined aria-hidden />} disabled aria-describedby={soonId}>
            Add to List
          </Button>
        </Tooltip>
        <span id={soonId} style={visuallyHidden}>
          Lists are coming soon
        </span>
      </div>
    </article>
  );
}
