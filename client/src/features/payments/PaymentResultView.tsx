import { ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Flex, Grid, Result, Spin, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { PaymentResultFieldsFragment, PaymentStatusFieldsFragment } from '../../graphql/generated';
import { RouterButton } from '../common/RouterButton';
import {
  creditsText,
  dashboardReturnPath,
  formatAmount,
  orderStatusText,
  type PaymentParams,
  pageOutcome,
  PROCESS_FAILED,
  PROCESSING_TEXT,
  resultTitle,
  STATUS_FAILED,
} from './paymentText';
import { usePaymentConfirmation } from './usePaymentConfirmation';

/** A long id that may break anywhere, with a copy button. */
function Id({ value }: { value: string }) {
  return (
    <Typography.Text copyable={{ text: value, tooltips: ['Copy', 'Copied'] }} style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  );
}

/** A titled box of label/value rows; the labels go above the values on phones. */
function Box({ title, items, children }: { title: string; items: DescriptionsProps['items']; children?: ReactNode }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
          {title}
        </Typography.Title>
      }
    >
      <Descriptions size="small" column={1} layout={screens.sm ? 'horizontal' : 'vertical'} items={items} />
      {children}
    </Card>
  );
}

function StatusBox({ status }: { status: PaymentStatusFieldsFragment }) {
  return (
    <Box
      title="Payment status"
      items={[
        { key: 'status', label: 'Status', children: status.status },
        { key: 'paymentStatus', label: 'Payment status', children: status.paymentStatus },
        { key: 'sessionId', label: 'Session ID', children: <Id value={status.sessionId} /> },
      ]}
    />
  );
}

function ProcessingBox({ result }: { result: PaymentResultFieldsFragment }) {
  const { token } = theme.useToken();
  const items: DescriptionsProps['items'] = [
    { key: 'orderId', label: 'Order ID', children: <Id value={result.orderId} /> },
    ...(result.subscriptionId ? [{ key: 'subscriptionId', label: 'Subscription ID', children: <Id value={result.subscriptionId} /> }] : []),
    { key: 'creditsAdded', label: 'Credits added', children: result.creditsAdded },
    ...(result.creditsTransferred !== null
      ? [{ key: 'creditsTransferred', label: 'Credits transferred', children: result.creditsTransferred }]
      : []),
    { key: 'totalCredits', label: 'Total credits', children: result.totalCredits },
    {
      key: 'orderStatus',
      label: 'Order status',
      children: (
        <Tag color={result.orderStatus ? 'success' : 'processing'} style={{ marginInlineEnd: 0 }}>
          {orderStatusText(result.orderStatus)}
        </Tag>
      ),
    },
  ];
  return (
    <Box title="Processing result" items={items}>
      <Typography.Paragraph style={{ margin: `${token.marginSM}px 0 0`, color: token.colorTextSecondary }}>
        {result.message}
      </Typography.Paragraph>
    </Box>
  );
}

/** The checkout of a success: the credits chip, amount, package and session, then what the server says. */
function SuccessDetails({ params, sessionId }: { params: PaymentParams; sessionId: string }) {
  const { token } = theme.useToken();
  const confirmation = usePaymentConfirmation(sessionId);
  const { running, status, statusError, result, confirmError, refresh } = confirmation;
  const amount = status?.order.amount ?? params.amount;

  return (
    <Flex vertical gap={token.margin}>
      <Box
        title="Your purchase"
        items={[
          {
            key: 'credits',
            label: 'Credits',
            children:
              params.credits === null ? (
                'Not given'
              ) : (
                <Tag icon={<WalletOutlined aria-hidden />} color="success" style={{ marginInlineEnd: 0 }}>
                  {creditsText(params.credits)}
                </Tag>
              ),
          },
          { key: 'amount', label: 'Amount', children: params.amount === null ? 'Not given' : formatAmount(params.amount) },
          { key: 'packageId', label: 'Package ID', children: params.packageId ?? 'Not given' },
          { key: 'sessionId', label: 'Session ID', children: <Id value={sessionId} /> },
        ]}
      />
      {running ? (
        <Flex role="status" vertical align="center" gap={token.margin} style={{ padding: `${token.paddingLG}px 0` }}>
          <Spin size="large" />
          <Typography.Text style={{ color: token.colorTextSecondary, textAlign: 'center' }}>{PROCESSING_TEXT}</Typography.Text>
        </Flex>
      ) : (
        <>
          {statusError && <Alert type="error" showIcon title={STATUS_FAILED} description={statusError} role="alert" />}
          {status && <StatusBox status={status} />}
          {confirmError && <Alert type="error" showIcon title={PROCESS_FAILED} description={confirmError} role="alert" />}
          {result && <ProcessingBox result={result} />}
        </>
      )}
      <Actions>
        <RouterButton type="primary" to={dashboardReturnPath(sessionId, running ? null : result, amount)}>
          Back to Dashboard
        </RouterButton>
        <Button icon={<ReloadOutlined aria-hidden />} disabled={running} onClick={refresh}>
          Refresh Status
        </Button>
      </Actions>
    </Flex>
  );
}

function Actions({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.marginSM} justify="center">
      {children}
    </Flex>
  );
}

/** Why there is nothing to check, with the Result icon that goes with it. */
function explanation(params: PaymentParams): { status: 'warning' | 'info'; text: string } {
  if (params.outcome === 'canceled') {
    return {
      status: 'warning',
      text: 'Your payment was canceled, so no payment was made and no credits were added. You can buy credits again at any time.',
    };
  }
  if (params.outcome === 'success') {
    return {
      status: 'info',
      text: 'The payment provider sent you back without a checkout session, so this payment cannot be checked here. If you completed a payment, its credits are added as soon as it clears: your orders are listed on your account page.',
    };
  }
  return {
    status: 'info',
    text: 'This page did not receive a payment result it can check. If you completed a payment, its credits are added as soon as it clears: your orders are listed on your account page.',
  };
}

/**
 * The payment result page (spec section 2): where the checkout sends the browser back, with
 * payment, session_id, credits, amount and package_id. A success is read back from the server and
 * confirmed (the credits in the header follow at once); a cancel only says so; anything else, or
 * a success without a session id, says the status is unknown and asks nothing.
 */
export function PaymentResultView({ params }: { params: PaymentParams }) {
  const { token } = theme.useToken();
  const outcome = pageOutcome(params);
  const title = resultTitle(outcome);
  const heading = <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>;

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 760, margin: '0 auto', minWidth: 0 }}>
      <title>{`${title} · TalentLens`}</title>
      {outcome === 'success' && params.sessionId ? (
        <>
          <Result status="success" title={heading} style={{ padding: `${token.paddingLG}px 0 0` }} />
          <SuccessDetails params={params} sessionId={params.sessionId} />
        </>
      ) : (
        <Result
          status={explanation(params).status}
          title={heading}
          subTitle={<span style={{ color: token.colorTextSecondary }}>{explanation(params).text}</span>}
          extra={
            <RouterButton type="primary" to="/dashboard">
              Back to Dashboard
            </RouterButton>
          }
        />
      )}
    </Flex>
  );
}
