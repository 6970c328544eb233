import { Card, Typography, theme } from 'antd';
import { type ReactNode, useId } from 'react';

/** One card of the team page, titled as a second-level heading (the page's landmark for it). */
export function TeamSection({
  title,
  extra,
  description,
  children,
}: {
  title: string;
  extra?: ReactNode;
  /** A line under the title, inside the card. */
  description?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Card
        title={
          <Typography.Title id={headingId} level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4, whiteSpace: 'normal' }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
        styles={{ body: { minWidth: 0 } }}
      >
        {description && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, marginTop: 0 }}>{description}</Typography.Paragraph>
        )}
        {children}
      </Card>
    </section>
  );
}
