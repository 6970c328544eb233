import { Typography, theme } from 'antd';
import { type ReactNode, useId } from 'react';

/** A titled part of a tab: a level-3 heading (the dialog's title is level 2) and its content. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ minWidth: 0 }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: token.marginXS,
          marginBottom: token.marginSM,
        }}
      >
        <Typography.Title level={3} id={id} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Secondary text for the small print of a role, a credential or a metric. */
export function Muted({ children, small }: { children: ReactNode; small?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorTextSecondary, fontSize: small ? token.fontSizeSM : undefined, overflowWrap: 'anywhere' }}>
      {children}
    </span>
  );
}
