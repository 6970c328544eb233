import { GoogleOutlined, LinkedinFilled, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { type SignInMethodRowFragment, useSignInMethodsQuery } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { RowCards } from '../common/RowCards';
import { linkedText } from './signInMethodText';

const ICONS: Partial<Record<string, ReactNode>> = {
  email: <MailOutlined aria-hidden />,
  google: <GoogleOutlined aria-hidden />,
  linkedin: <LinkedinFilled aria-hidden />,
};
const COMPANY_ICON = <SafetyCertificateOutlined aria-hidden />;

function MethodRow({ method }: { method: SignInMethodRowFragment }) {
  const { token } = theme.useToken();
  const linked = linkedText(method);
  const secondary = { display: 'block', color: token.colorTextSecondary, overflowWrap: 'anywhere' } as const;
  return (
    <div style={{ display: 'flex', gap: token.marginSM, alignItems: 'baseline', minWidth: 0 }}>
      <span style={{ fontSize: token.fontSizeLG }}>{ICONS[method.method] ?? COMPANY_ICON}</span>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }}>
          {method.name}
        </Typography.Text>
        {method.email && <Typography.Text style={secondary}>{method.email}</Typography.Text>}
        {linked && <Typography.Text style={{ ...secondary, fontSize: token.fontSizeSM }}>{linked}</Typography.Text>}
      </div>
    </div>
  );
}

/**
 * The account page's sign-in methods: e-mail codes always, then each provider linked to the
 * account (Google, LinkedIn, the company's sign-in) with the address it vouched for and the day it
 * was linked.
 */
export function SignInMethods() {
  const { data, loading, error, refetch } = useSignInMethodsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <QueryState
      loading={!data && loading}
      failed={!data && !!error}
      loadingView={{ skeleton: { label: 'Loading your sign-in methods', rows: 2 } }}
      errorView={{ as: 'inline', title: 'Your sign-in methods could not be loaded.', onRetry: () => refetch() }}
    >
      <RowCards
        label="Sign-in methods"
        as="ul"
        items={data?.signInMethods ?? []}
        rowKey={(method) => `${method.method}:${method.email ?? ''}`}
        render={(method) => <MethodRow method={method} />}
      />
    </QueryState>
  );
}
