import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import type { SessionUserFragment } from '../../graphql/generated';
import { AvatarMenu } from './AvatarMenu';
import { CreditsIndicator } from './CreditsIndicator';
import { Logo } from './Logo';

interface AppHeaderProps {
  user: SessionUserFragment;
  /** ≥ md (900 px): the sidebar is shown and this header carries its toggle. */
  desktop: boolean;
  /** ≥ sm (600 px): the credits sit in the header; below, inside the avatar menu. */
  wide: boolean;
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onBuyCredits: () => void;
}

export const HEADER_HEIGHT = 64;

/** The signed-in top bar: sidebar toggle (or the logo on small screens), credits and the avatar menu. */
export function AppHeader({ user, desktop, wide, sidebarId, sidebarCollapsed, onToggleSidebar, onBuyCredits }: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: HEADER_HEIGHT,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        gap: token.margin,
        padding: `0 ${desktop ? token.paddingLG : token.padding}px`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {desktop ? (
        <Button
          type="text"
          aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!sidebarCollapsed}
          aria-controls={sidebarId}
          icon={sidebarCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          onClick={onToggleSidebar}
        />
      ) : (
        <Logo />
      )}
      <Flex align="center" justify="flex-end" gap={token.margin} style={{ flex: 1, minWidth: 0 }}>
        {wide && <CreditsIndicator user={user} onBuyCredits={onBuyCredits} />}
        <AvatarMenu user={user} showCredits={!wide} onBuyCredits={onBuyCredits} />
      </Flex>
    </Layout.Header>
  );
}
