import { Avatar, theme } from 'antd';
import type { SessionUserFragment } from '../../graphql/generated';

type AvatarUser = Pick<SessionUserFragment, 'email' | 'firstName' | 'lastName' | 'profilePicture'>;

/** "jane" -> "Jane"; what the header shows beside the avatar. */
export function capitalise(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

export function fullNameOf(user: AvatarUser): string {
  return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
}

export function initialsOf(user: AvatarUser): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * The user's round picture, or their initials on the accent colour. `decorative` hides it from
 * assistive technology where a visible name already says who it is (the header's menu button).
 */
export function UserAvatar({ user, size, decorative = false }: { user: AvatarUser; size?: number; decorative?: boolean }) {
  const { token } = theme.useToken();
  const name = fullNameOf(user) || user.email;
  const initials = initialsOf(user);
  const style = { background: token.colorPrimary, color: token.colorTextLightSolid, fontWeight: 600, flex: 'none' as const };
  if (user.profilePicture) {
    return (
      <Avatar
        size={size}
        src={user.profilePicture}
        alt={decorative ? '' : `Profile picture of ${name}`}
        aria-hidden={decorative || undefined}
        style={style}
      >
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar size={size} style={style} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `Initials of ${name}` })}>
      {initials}
    </Avatar>
  );
}
