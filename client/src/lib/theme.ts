import { theme, type ThemeConfig } from 'antd';

/** The one place colours, type and breakpoints are set (docs/product-spec.md §9: accent green on black). */
export const ACCENT = '#1BE885';

/** Spec breakpoints: xs 0, sm 600, md 900, lg 1200, xl 1536. */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const appTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  cssVar: { key: 'tl' },
  token: {
    colorPrimary: ACCENT,
    colorInfo: ACCENT,
    colorLink: ACCENT,
    colorBgBase: '#000000',
    colorTextLightSolid: '#000000',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    screenXS: 0,
    screenXSMin: 0,
    screenXSMax: BREAKPOINTS.sm - 1,
    screenSM: BREAKPOINTS.sm,
    screenSMMin: BREAKPOINTS.sm,
    screenSMMax: BREAKPOINTS.md - 1,
    screenMD: BREAKPOINTS.md,
    screenMDMin: BREAKPOINTS.md,
    screenMDMax: BREAKPOINTS.lg - 1,
    screenLG: BREAKPOINTS.lg,
    screenLGMin: BREAKPOINTS.lg,
    screenLGMax: BREAKPOINTS.xl - 1,
    screenXL: BREAKPOINTS.xl,
    screenXLMin: BREAKPOINTS.xl,
    screenXLMax: 1919,
    screenXXL: 1920,
    screenXXLMin: 1920,
    screenXXLMax: 2559,
    screenXXXL: 2560,
    screenXXXLMin: 2560,
    // antd's default description grey is below 4.5:1 on black.
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  },
  components: {
    Layout: { headerBg: '#000000', siderBg: '#0a0a0a', bodyBg: '#000000', footerBg: '#000000' },
  },
};

// The spec's timings live apart (no antd there), for the sign-in pages that load none of antd.
export { TIMINGS } from './timings';
