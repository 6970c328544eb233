/**
 * The public pages draw with the theme's values as constants (they load none of antd): they must
 * be what antd computes from the app's theme, or the public pages and the app drift apart.
 */
import { theme } from 'antd';
import { PUBLIC_THEME } from '../src/features/public/publicTheme';
import { appTheme } from '../src/lib/theme';

it("the public pages' colours, radii and type are antd's tokens for the app's theme", () => {
  const tokens = theme.getDesignToken(appTheme) as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(PUBLIC_THEME)) {
    expect([name, tokens[name]]).toEqual([name, value]);
  }
});
