import { WalletOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { SessionUserFragment } from '../../graphql/generated';

/** "Credits : {remaining} / {total}", read live from `me` (docs/product-spec.md §2). */
export function creditsLabel(user: Pick<SessionUserFragment, 'remainingCredits' | 'totalCredits'>): string {
  return `Credits : ${user.remainingCredits} / ${user.totalCredits}`;
}

/**
 * The header's credits; given `onBuyCredits`, a button (named by its text, 'Credits : 5 / 5') that
 * opens the Buy Credits dialog.
 */
export function CreditsIndicator({
  user,
  onBuyCredits,
}: {
  user: Pick<SessionUserFragment, 'remainingCredits' | 'totalCredits'>;
  onBuyCredits?: () => void;
}) {
  const { token } = theme.useToken();
  const label = creditsLabel(user);
  const content = (
    <>
      <WalletOutlined aria-hidden style={{ color: token.colorPrimary }} />
      {label}
    </>
  );
  const style = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: token.marginXS,
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    whiteSpace: 'nowrap',
    lineHeight: token.lineHeight,
  } as const;
  if (!onBuyCredits) return <span style={style}>{content}</span>;
  return (
    <button
      type="button"
      title="Buy credits"
      aria-haspopup="dialog"
      onClick={onBuyCredits}
      style={{ ...style, background: 'transparent', font: 'inherit', cursor: 'pointer' }}
    >
      {content}
    </button>
  );
}
