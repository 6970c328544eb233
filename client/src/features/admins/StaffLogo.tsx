import { AimOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Link } from 'react-router';

/** The product mark of the staff area, linking to the staff dashboard. `compact` shows the icon only (collapsed sidebar). */
export function StaffLogo({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link
      to="/admin/dashboard"
      aria-label="TalentLens staff area, go to the staff dashboard"
      style={{
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: token.marginXS,
        color: token.colorPrimary,
        fontWeight: 700,
        fontSize: token.fontSizeHeading4,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      <AimOutlined aria-hidden />
      {!compact && (
        <span>
          TalentLens <span style={{ color: token.colorTextSecondary, fontWeight: 400, fontSize: token.fontSize }}>Staff</span>
        </span>
      )}
    </Link>
  );
}
