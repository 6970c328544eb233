import { ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Flex, Grid, Result, Spin, Tag, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { OrderHistoryRowFragment, PaymentResultFieldsFragment, PaymentStatusFieldsFragment } from '../../graphql/generated';
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
  proPlanLabel,
  type ResultState,
  resultState,
  resultStateText,
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

/**
 * The processing-result box (docs/product-spec.md §2): order id, subscription id if any, credits
 * added, credits transferred if any, total credits, order status, and the server's message.
 */
export function ProcessingBox({ result }: { result: PaymentResultFieldsFragment }) {
  const { token } = theme.useToken();
  const items: DescriptionsProps['items'] = [{ key: 'orderId', label: 'Order ID', children: <Id value={result.orderId} /> }];
  if (result.subscriptionId)
    items.push({ key: 'subscriptionId', label: 'Subscription ID', children: <Id value={result.subscriptionId} /> });
  items.push({ key: 'creditsAdded', label: 'Credits added', children: result.creditsAdded });
  if (result.creditsTransferred !== null)
    items.push({ key: 'creditsTransferred', label: 'Credits transferred', children: result.creditsTransferred });
  items.push(
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
  );
  return (
    <Box title="Processing result" items={items}>
      <Typography.Paragraph style={{ margin: `${token.marginSM}px 0 0`, color: token.colorTextSecondary }}>
        {result.message}
      </Typography.Paragraph>
    </Box>
  );
}

/**
 * What was bought, as the server's order says (never the address's credits, amount, plan or
 * interval): a package by its id, a checkout of Pro as 'Pro (yearly)'.
 */
export function PurchaseBox({ order, sessionId, confirmed }: { order: OrderHistoryRowFragment; sessionId: string; confirmed: boolean }) {
  return (
    <Box
      title="Your purchase"
      items={[
        {
          key: 'credits',
          label: 'Credits',
          children: confirmed ? (
            <Tag icon={<WalletOutlined aria-hidden />} color="success" style={{ marginInlineEnd: 0 }}>
              {creditsText(order.credits)}
            </Tag>
          ) : (
            creditsText(order.credits)
          ),
        },
        { key: 'amount', label: 'Amount', children: formatAmount(order.amount, order.currency) },
        order.kind === 'subscription'
          ? { key: 'plan', label: 'Plan', children: proPlanLabel(order.billingInterval) }
          : { key: 'packageId', label: 'Package ID', children: order.packageId },
        { key: 'sessionId', label: 'Session ID', children: <Id value={sessionId} /> },
      ]}
    />
  );
}

const STATE_ICON: Record<ResultState, 'success' | 'info' | 'warning' | 'error'> = {
  checking: 'info',
  confirmed: 'success',
  pending: 'info',
  not_completed: 'warning',
  failed: 'error',
  cancelled: 'warning',
  refunded: 'info',
  unknown: 'info',
};

/** While a payment is processing, the page asks again this often, this many times (then Refresh Status). */
const PENDING_POLL_MS = 5_000;
const PENDING_POLLS = 12;

/**
 * A checkout session's result, as the server answers it: its status is read and the payment
 * confirmed (a no-op when already fulfilled), and the page says what the server said: checking,
 * confirmed, processing (asked again every few seconds), not completed, failed, cancelled or
 * refunded. Nothing of the address but the session id is used.
 */
function SessionResult({ sessionId }: { sessionId: string }) {
  const { token } = theme.useToken();
  const confirmation = usePaymentConfirmation(sessionId);
  const { running, status, statusError, result, confirmError, refresh } = confirmation;
  const state = resultState({ running, status, result });
  const { title, text } = resultStateText(state);
  const polls = useRef(0);

  useEffect(() => {
    if (state !== 'pending' || polls.current >= PENDING_POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      refresh();
    }, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [state, refresh]);

  return (
    <>
      <title>{`${title} · TalentLens`}</title>
      <Result
        status={STATE_ICON[state]}
        title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>}
        subTitle={<span style={{ color: token.colorTextSecondary }}>{text}</span>}
        style={{ padding: `${token.paddingLG}px 0 0` }}
      />
      <Flex vertical gap={token.margin}>
        {running ? (
          <Flex role="status" vertical align="center" gap={token.margin} style={{ padding: `${token.paddingLG}px 0` }}>
            <Spin size="large" />
            <Typography.Text style={{ color: token.colorTextSecondary, textAlign: 'center' }}>{PROCESSING_TEXT}</Typography.Text>
          </Flex>
        ) : (
          <>
            {status && <PurchaseBox order={status.order} sessionId={sessionId} confirmed={state === 'confirmed'} />}
            {statusError && <Alert type="error" showIcon title={STATUS_FAILED} description={statusError} role="alert" />}
            {status && <StatusBox status={status} />}
            {confirmError && <Alert type="error" showIcon title={PROCESS_FAILED} description={confirmError} role="alert" />}
            {result && <ProcessingBox result={result} />}
          </>
        )}
        <Actions>
          <RouterButton type="primary" to={dashboardReturnPath(sessionId, running ? null : result, status?.order.amount ?? null)}>
            Back to Dashboard
          </RouterButton>
          <Button icon={<ReloadOutlined aria-hidden />} disabled={running} onClick={refresh}>
            Refresh Status
          </Button>
        </Actions>
      </Flex>
    </>
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
 * The payment result page (docs/product-spec.md §2): where the checkout sends the browser back, with
 * payment, session_id, credits, amount and package_id. With a session id, the page shows only what
 * the server answers about that session (SessionResult); the credits, amount and outcome written in
 * the address are never shown as facts. Without one, a cancel only says so, and anything else says
 * the status is unknown and asks nothing.
 */
export function PaymentResultView({ params }: { params: PaymentParams }) {
  const { token } = theme.useToken();
  const outcome = pageOutcome(params);
  const title = resultTitle(outcome);
  const heading = <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>;

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 760, margin: '0 auto', minWidth: 0 }}>
      {params.sessionId ? (
        <SessionResult sessionId={params.sessionId} />
      ) : (
        <>
          <title>{`${title} · TalentLens`}</title>
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
        </>
      )}
    </Flex>
  );
}
