import { theme } from 'antd';

/** Five fixed, decorative statistics of the signed-in search block (spec section 2). */
const STATS = [
  { label: 'Search conducted', value: '49' },
  { label: 'Tag Created', value: '20' },
  { label: 'Listed Created', value: '35' },
  { label: 'Team Created', value: '02' },
  { label: 'Lead Left', value: '07' },
] as const;

export function SearchStats() {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label="Activity"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 110px), 1fr))',
        gap: token.margin,
      }}
    >
      {STATS.map((stat) => (
        <li
          key={stat.label}
          style={{
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: token.padding,
            textAlign: 'center',
          }}
        >
          <div style={{ fontSize: token.fontSizeHeading2, fontWeight: 600, lineHeight: 1.2, color: token.colorPrimary }}>{stat.value}</div>
          <div style={{ color: token.colorTextSecondary }}>{stat.label}</div>
        </li>
      ))}
    </ul>
  );
}
