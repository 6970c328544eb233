import { EnvironmentOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography, theme } from 'antd';
import { visuallyHidden } from '../common/a11y';
import type { ProfileHeaderFragment } from '../../graphql/generated';
import { experienceLabel, factSourcesText, initials } from './format';
import { SampleTag } from './SampleTag';
import { StaleTag } from './StaleTag';
import { SocialIcons } from './SocialIcons';

/** Who the dialog is about: known from the result card before the profile loads. */
interface Person {
  firstName: string;
  lastName: string;
  fullName: string;
  profilePicture: string | null;
}

/** The picture, or the initials as on the result cards. Decorative: the name is always next to it. */
export function PersonAvatar({ person, size }: { person: Person; size: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar
      size={size}
      src={person.profilePicture || undefined}
      alt=""
      aria-hidden
      style={{ flex: 'none', background: token.colorPrimary, color: token.colorTextLightSolid, fontWeight: 600 }}
    >
      {initials(person)}
    </Avatar>
  );
}

/**
 * The dialog's title: picture and name. The dialog is labelled by it, so the picture stays out of
 * its accessible name (the name alone is read).
 */
export function ProfileTitle({ person }: { person: Person }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginSM} style={{ minWidth: 0, paddingInlineEnd: token.paddingLG }}>
      <PersonAvatar person={person} size={48} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4, overflowWrap: 'anywhere', minWidth: 0 }}>
        {person.fullName}
      </Typography.Title>
    </Flex>
  );
}

/** Under the title: the headline, total experience, location and the social profiles. */
export function ProfileHeader({ profile }: { profile: ProfileHeaderFragment }) {
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  return (
    <Flex vertical gap={token.marginXS} style={{ minWidth: 0 }}>
      {(profile.sample || profile.stale) && (
        <Flex wrap gap={token.marginXS}>
          {profile.sample && <SampleTag />}
          {profile.stale && <StaleTag lastUpdatedAt={profile.lastUpdatedAt} />}
        </Flex>
      )}
      {profile.snippet && (
        <Typography.Text strong style={{ fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>
          {profile.snippet}
        </Typography.Text>
      )}
      <Flex wrap gap={`${token.marginXXS}px ${token.margin}px`} style={{ color: token.colorText }}>
        <span style={{ overflowWrap: 'anywhere' }}>
          <ShoppingOutlined aria-hidden style={{ ...secondary, marginInlineEnd: token.marginXS }} />
          {experienceLabel(profile.totalExperienceMonths)}
        </span>
        {profile.location && (
          <span style={{ overflowWrap: 'anywhere' }}>
            <EnvironmentOutlined aria-hidden style={{ ...secondary, marginInlineEnd: token.marginXS }} />
            <span style={visuallyHidden}>Location: </span>
            {profile.location}
          </span>
        )}
      </Flex>
      <SocialIcons profiles={profile.socialProfiles} personName={profile.fullName} />
      {!profile.sample && profile.factSources.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
          {profile.factSources.length === 1 ? 'Source: ' : 'Sources: '}
          {factSourcesText(profile.factSources).join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
