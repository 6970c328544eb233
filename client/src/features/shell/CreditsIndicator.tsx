import { WalletOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { SessionUserFragment } from '../../graphql/generated';

/** "Credits : {remaining} / {total}", read live from `me` (spec section 2). */
export function creditsLabel(user: Pick<SessionUserFragment, 'remainingCredits' | 'totalCredits'>): string {
  return `Credits : ${user.remainingCredits} / ${user.totalCredits}`;
}

export function CreditsIndicator({ user }: { user: Pick<SessionUserFragment, 'remainingCredits' | 'totalCredits'> }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        whiteSpace: 'nowrap',
        lineHeight: token.lineHeight,
      }}
    >
      <WalletOutlined aria-hidden style={{ color: token.colorPrimary }} />
      {creditsLabel(user)}
    </span>
  );
}
