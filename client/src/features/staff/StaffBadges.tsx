import { Badge, Tag, theme } from 'antd';
import type { StaffRole } from '../../graphql/generated';
import { roleLabel, statusLabel } from './staffText';

/** A staff role as a tag; a superadmin's in the accent, from the theme's tokens. */
export function RoleTag({ role }: { role: StaffRole }) {
  const { token } = theme.useToken();
  const accent = role === 'superadmin';
  return (
    <Tag
      style={{
        marginInlineEnd: 0,
        background: 'transparent',
        color: accent ? token.colorPrimary : token.colorText,
        borderColor: accent ? token.colorPrimaryBorder : token.colorBorder,
      }}
    >
      {roleLabel(role)}
    </Tag>
  );
}

/** Active or Inactive: a coloured dot with the word (never the colour alone). */
export function StatusDot({ isActive }: { isActive: boolean }) {
  const { text, status } = statusLabel(isActive);
  return <Badge status={status} text={<span style={{ whiteSpace: 'nowrap' }}>{text}</span>} />;
}
