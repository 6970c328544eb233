import { AimOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Link } from 'react-router';

interface LogoProps {
  /** The icon only (collapsed sidebar). */
  compact?: boolean;
  /** Where it leads: the dashboard, or the staff area's. */
  to?: string;
  label?: string;
  /** A quieter word after the name ('Staff'). */
  suffix?: string;
}

/** The product mark, linking to /dashboard (or `to`). */
export function Logo({ compact = false, to = '/dashboard', label = 'TalentLens, go to the dashboard', suffix }: LogoProps) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      aria-label={label}
      style={{
        display: 'inline-flex',
        alignItems: suffix ? 'baseline' : 'center',
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
          TalentLens
          {suffix && <span style={{ color: token.colorTextSecondary, fontWeight: 400, fontSize: token.fontSize }}> {suffix}</span>}
        </span>
      )}
    </Link>
  );
}
