import { Alert, Empty, Flex, Result, Skeleton, Spin, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { RetryButton } from './RetryButton';

/**
 * How waiting looks: a skeleton of what is coming (a status named by `label` for assistive
 * technology), or a spinner above a line of text (the status reads the text).
 */
export type LoadingView = { skeleton: { label: string; rows: number; title?: boolean } } | { spinner: { text: string; padding?: number } };

/** A failed load, always with Retry. */
export interface ErrorView {
  title: string;
  /** Under the title; not shown by an inline error. */
  message?: ReactNode;
  onRetry: () => Promise<unknown>;
  /**
   * h1 or h2: the title heads the page or the section; alert: announced at once (in a dialog, where
   * no heading fits); inline: a compact error box in the flow of the page.
   */
  as: 'h1' | 'h2' | 'alert' | 'inline';
}

/** Nothing to show: the default picture and a line, or an icon, a title, a line and an action. */
export interface EmptyView {
  icon?: ReactNode;
  title?: string;
  description: ReactNode;
  action?: ReactNode;
}

interface QueryStateProps {
  /** Nothing to show yet while a request runs. */
  loading?: boolean;
  /** The request failed and there is nothing to show. */
  failed?: boolean;
  /** The answer holds nothing. */
  empty?: boolean;
  loadingView?: LoadingView;
  errorView?: ErrorView;
  emptyView?: EmptyView;
  /** What the answer shows, once there is one. */
  children?: ReactNode;
}

function LoadingState({ view }: { view: LoadingView }) {
  const { token } = theme.useToken();
  if ('skeleton' in view) {
    const { label, rows, title = false } = view.skeleton;
    return (
      <div role="status" aria-label={label}>
        <Skeleton active paragraph={{ rows }} title={title} />
      </div>
    );
  }
  const { text, padding = 0 } = view.spinner;
  return (
    <Flex role="status" vertical align="center" gap={token.margin} style={{ padding: `${padding}px 0` }}>
      <Spin size="large" />
      <Typography.Text style={{ color: token.colorTextSecondary, textAlign: 'center' }}>{text}</Typography.Text>
    </Flex>
  );
}

function ErrorState({ view }: { view: ErrorView }) {
  const { token } = theme.useToken();
  const { title, message, onRetry, as } = view;
  if (as === 'inline') return <Alert type="error" showIcon title={title} action={<RetryButton onRetry={onRetry} />} />;
  const heading = { margin: 0, font: 'inherit', color: 'inherit' };
  return (
    <Result
      status="warning"
      title={
        as === 'alert' ? (
          <span role="alert">{title}</span>
        ) : as === 'h1' ? (
          <h1 style={heading}>{title}</h1>
        ) : (
          <h2 style={heading}>{title}</h2>
        )
      }
      subTitle={message === undefined ? undefined : <span style={{ color: token.colorTextSecondary }}>{message}</span>}
      extra={<RetryButton onRetry={onRetry} />}
    />
  );
}

function EmptyState({ view }: { view: EmptyView }) {
  const { token } = theme.useToken();
  const { icon, title, description, action } = view;
  return (
    <Empty
      image={icon ? <span style={{ fontSize: 48, color: token.colorTextSecondary }}>{icon}</span> : undefined}
      description={
        title ? (
          <Flex vertical gap={token.marginXS} align="center">
            <Typography.Text strong>{title}</Typography.Text>
            <Typography.Text style={{ color: token.colorTextSecondary }}>{description}</Typography.Text>
          </Flex>
        ) : (
          description
        )
      }
    >
      {action}
    </Empty>
  );
}

/**
 * The states of a screen that loads something, in one place: loading first, then a failure with
 * Retry, then the empty answer, then the answer itself (`children`); a state without its view is
 * passed over. Every screen says the same things the same way: a status while it waits, a heading
 * or an alert when it fails.
 */
export function QueryState({
  loading = false,
  failed = false,
  empty = false,
  loadingView,
  errorView,
  emptyView,
  children,
}: QueryStateProps) {
  if (loading && loadingView) return <LoadingState view={loadingView} />;
  if (failed && errorView) return <ErrorState view={errorView} />;
  if (empty && emptyView) return <EmptyState view={emptyView} />;
  return <>{children}</>;
}
