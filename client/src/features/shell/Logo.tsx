import { AimOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Link } from 'react-router';

/** The product mark, linking to /dashboard. `compact` shows the icon only (collapsed sidebar). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link
      to="/dashboard"
      aria-label="TalentLens, go to the dashboard"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        color: token.colorPrimary,
        fontWeight: 700,
        fontSize: token.fontSizeHeading4,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      <AimOutlined aria-hidden />
      {!compact && <span>TalentLens</span>}
    </Link>
  );
}
