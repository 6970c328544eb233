/**
 * The theme's values the public pages use, as plain constants: those pages load none of antd, so
 * they cannot ask antd's token hook. They are what antd computes from the app's theme
 * (lib/theme.ts, dark algorithm), and a test (client/test/publicTheme.test.ts) fails when the two
 * drift apart. PublicLayout hands them to the CSS modules as --pl-* custom properties.
 */
export const PUBLIC_THEME = {
  colorPrimary: '#1ac874',
  colorPrimaryBg: '#165436',
  colorPrimaryBorder: '#165436',
  colorPrimaryHover: '#40df8d',
  colorText: 'rgba(255,255,255,0.85)',
  colorTextSecondary: 'rgba(255,255,255,0.65)',
  colorTextLightSolid: '#000000',
  colorBorder: '#424242',
  colorBorderSecondary: '#303030',
  colorBgLayout: '#000000',
  colorBgContainer: '#141414',
  colorFillTertiary: 'rgba(255,255,255,0.08)',
  borderRadius: 8,
  borderRadiusLG: 10,
  fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** The custom properties the public pages' CSS modules read. */
export const PUBLIC_CSS_VARS = {
  '--pl-primary': PUBLIC_THEME.colorPrimary,
  '--pl-primary-hover': PUBLIC_THEME.colorPrimaryHover,
  '--pl-primary-bg': PUBLIC_THEME.colorPrimaryBg,
  '--pl-primary-border': PUBLIC_THEME.colorPrimaryBorder,
  '--pl-on-primary': PUBLIC_THEME.colorTextLightSolid,
  '--pl-text': PUBLIC_THEME.colorText,
  '--pl-text-2': PUBLIC_THEME.colorTextSecondary,
  '--pl-border-strong': PUBLIC_THEME.colorBorder,
  '--pl-border': PUBLIC_THEME.colorBorderSecondary,
  '--pl-bg': PUBLIC_THEME.colorBgLayout,
  '--pl-bg-elevated': PUBLIC_THEME.colorBgContainer,
  '--pl-fill': PUBLIC_THEME.colorFillTertiary,
  '--pl-radius': `${PUBLIC_THEME.borderRadiusLG}px`,
  '--pl-radius-sm': `${PUBLIC_THEME.borderRadius}px`,
  '--pl-focus': PUBLIC_THEME.colorPrimary,
} as const;
