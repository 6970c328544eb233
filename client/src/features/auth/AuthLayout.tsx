import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../public/Logo';

/** The frame of /login and /register: the logo, a heading and one card, centred at every width. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: `${token.paddingXL}px ${token.padding}px` }}>
      <header style={{ width: '100%', maxWidth: 440, marginBottom: token.marginLG }}>
        <Logo />
      </header>
      <main style={{ width: '100%', maxWidth: 440 }}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
          {children}
        </Card>
      </main>
    </Flex>
  );
}
