import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Layout, Menu, theme, type MenuProps } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { QueryState } from '../common/QueryState';

/** The top bar's height, also the room a sticky element keeps under it. */
export const HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

interface ShellProps {
  /** ≥ md (900 px, lib/theme.ts): the collapsible sidebar, its toggle in the header; below, `phoneNav`. */
  desktop: boolean;
  /** The area's logo, at the top of the sidebar (`compact` when the sidebar is collapsed). */
  logo: (compact: boolean) => ReactNode;
  /** The sidebar's navigation (ShellMenu). */
  sideNav: (collapsed: boolean) => ReactNode;
  /** Under the navigation at the bottom of the sidebar, while it is open. */
  sideFooter?: ReactNode;
  /** The header's start on phones, where the sidebar toggle is on desktops (the logo, a navigation button). */
  headerStart: ReactNode;
  /** The header's end: the account's menu and what sits beside it. */
  headerEnd: ReactNode;
  /** The space between the header's parts. */
  headerGap: number;
  /** Below md: the phone's navigation (a bottom bar, a drawer). */
  phoneNav?: ReactNode;
  /** Below md: the room the page keeps at its bottom for a fixed bottom bar. */
  phoneNavHeight?: number;
  /** The page's widest, centred (none: the page decides). */
  contentMaxWidth?: number;
  /** The area's dialogs and notices, beside the layout. */
  extras?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of a signed-in area (docs/product-spec.md §2, "Header and navigation" for users, "Admin area"
 * for staff): a collapsible sidebar from 900 px with the area's logo and navigation, a sticky top
 * bar with the sidebar's toggle (on phones the area's start instead) and the area's account menu,
 * then the page. Each area (features/shell/SignedInLayout.tsx, features/staff/StaffLayout.tsx)
 * gives its own parts and guards.
 */
export function Shell(props: ShellProps) {
  const { desktop, logo, sideNav, sideFooter, headerStart, headerEnd, headerGap, phoneNav, phoneNavHeight, contentMaxWidth } = props;
  const { token } = theme.useToken();
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const contentPadding = desktop ? token.paddingLG : token.padding;
  const bottomRoom =
    !desktop && phoneNavHeight ? `calc(${phoneNavHeight + contentPadding}px + env(safe-area-inset-bottom, 0px))` : undefined;

  return (
    <Layout hasSider={desktop} style={{ minHeight: '100vh' }}>
      {desktop && (
        <Layout.Sider
          id={sidebarId}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          collapsible
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Flex vertical style={{ height: '100%' }}>
            <Flex
              align="center"
              justify={collapsed ? 'center' : 'flex-start'}
              style={{ height: HEADER_HEIGHT, flex: 'none', paddingInline: collapsed ? 0 : token.paddingLG }}
            >
              {logo(collapsed)}
            </Flex>
            {sideNav(collapsed)}
            {sideFooter && !collapsed && <div style={{ padding: token.paddingLG, flex: 'none', marginTop: 'auto' }}>{sideFooter}</div>}
          </Flex>
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            lineHeight: 'normal',
            display: 'flex',
            alignItems: 'center',
            gap: headerGap,
            padding: `0 ${contentPadding}px`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {desktop ? (
            <Button
              type="text"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls={sidebarId}
              icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
              onClick={() => setCollapsed((value) => !value)}
            />
          ) : (
            headerStart
          )}
          <Flex align="center" justify="flex-end" gap={headerGap} style={{ flex: 1, minWidth: 0 }}>
            {headerEnd}
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ minWidth: 0, padding: contentPadding, ...(bottomRoom ? { paddingBottom: bottomRoom } : {}) }}>
          {contentMaxWidth ? (
            <div style={{ width: '100%', maxWidth: contentMaxWidth, margin: '0 auto', minWidth: 0 }}>{props.children}</div>
          ) : (
            props.children
          )}
        </Layout.Content>
      </Layout>
      {!desktop && phoneNav}
      {props.extras}
    </Layout>
  );
}

export interface ShellMenuItem {
  key: string;
  icon: ReactNode;
  label: string;
}

interface ShellMenuProps {
  /** The navigation's name for assistive technology ('Main', 'Staff area'). */
  label: string;
  items: readonly ShellMenuItem[];
  /** The key of the page being shown: selected, and `aria-current` for assistive technology. */
  selected: string | undefined;
  collapsed?: boolean;
  onSelect: (key: string) => void;
}

/** An area's navigation menu, in the sidebar or a drawer. */
export function ShellMenu({ label, items, selected, collapsed = false, onSelect }: ShellMenuProps) {
  const { token } = theme.useToken();
  const menuItems: MenuProps['items'] = items.map(({ key, icon, label: text }) => ({
    key,
    icon,
    label: text,
    ...(selected === key ? { 'aria-current': 'page' as const } : {}),
  }));
  return (
    <nav aria-label={label}>
      {/* The accent on a neutral fill: the default tinted background is too low in contrast on black. */}
      <ConfigProvider theme={{ components: { Menu: { itemSelectedBg: token.colorFillSecondary, itemSelectedColor: token.colorPrimary } } }}>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={selected ? [selected] : []}
          items={menuItems}
          onClick={({ key }) => onSelect(key)}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </ConfigProvider>
    </nav>
  );
}

interface ShellGateProps {
  /** The area's account could not be loaded (else it is loading). */
  failed: boolean;
  loadingText: string;
  errorTitle: string;
  onRetry: () => Promise<unknown>;
}

/** What an area shows before its account is known: a spinner, or the failure with a retry, alone on the page. */
export function ShellGate({ failed, loadingText, errorTitle, onRetry }: ShellGateProps) {
  const { token } = theme.useToken();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: token.padding }}>
      <QueryState
        loading={!failed}
        failed={failed}
        loadingView={{ spinner: { text: loadingText } }}
        errorView={{
          as: 'h1',
          title: errorTitle,
          message: 'The connection to TalentLens failed. Check your connection and try again.',
          onRetry,
        }}
      />
    </Flex>
  );
}
