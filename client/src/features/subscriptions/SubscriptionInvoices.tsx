import { FileTextOutlined } from '@ant-design/icons';
import { Grid, Table, Tag, Typography, theme } from 'antd';
import { useId } from 'react';
import { type OrderHistoryRowFragment as Order, useSubscriptionInvoicesQuery } from '../../graphql/generated';
import { visuallyHidden } from '../common/a11y';
import { QueryState } from '../common/QueryState';
import { RowCards } from '../common/RowCards';
import { creditsText, formatAmount, intervalWord, orderStatusLabel } from '../payments/paymentText';
import { invoicesOf } from './subscriptionText';
import { formatDay } from '../../lib/dates';

function StatusTag({ invoice }: { invoice: Order }) {
  const { label, color } = orderStatusLabel(invoice.status);
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

/** The provider's page of the invoice (Stripe's hosted invoice, or the local test invoice), in a new tab. */
function InvoiceLink({ invoice }: { invoice: Order }) {
  if (!invoice.invoiceUrl) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Link href={invoice.invoiceUrl} target="_blank" rel="noopener noreferrer" style={{ whiteSpace: 'nowrap' }}>
      <FileTextOutlined aria-hidden /> View invoice
      <span style={visuallyHidden}>{` of ${formatDay(invoice.createdAt)} (opens in a new tab)`}</span>
    </Typography.Link>
  );
}

/** '—' for an interval the order does not name; else 'Yearly', 'Monthly'. */
function intervalText(invoice: Order): string {
  if (!invoice.billingInterval) return '—';
  const word = intervalWord(invoice.billingInterval);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The invoices of Pro on the Plan card: date, amount, billing, credits, status and the provider's
 * invoice page, newest first (the orders of kind `subscription`). Below 600 px the rows become a
 * list. `emptyText`: what to say when there are none (none given: nothing is shown).
 */
export function SubscriptionInvoices({ emptyText }: { emptyText?: string }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const headingId = useId();
  const { data, loading, error, refetch } = useSubscriptionInvoicesQuery({ fetchPolicy: 'cache-and-network' });
  const invoices = invoicesOf(data?.paymentOrders.items ?? []);

  if (data && invoices.length === 0 && !emptyText) return null;
  const heading = (
    <Typography.Title id={headingId} level={3} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5 }}>
      Invoices
    </Typography.Title>
  );

  let body;
  if (!data && error) {
    body = <QueryState failed errorView={{ as: 'inline', title: 'Your invoices could not be loaded.', onRetry: () => refetch() }} />;
  } else if (!data && loading) {
    body = <Typography.Text type="secondary">Loading your invoices…</Typography.Text>;
  } else if (invoices.length === 0) {
    body = <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  } else if (!screens.sm) {
    body = (
      <RowCards
        label="Invoices"
        items={invoices}
        rowKey={(invoice) => invoice.id}
        render={(invoice) => (
          <>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: token.marginSM }}>
              <span>
                {formatDay(invoice.createdAt)} · {formatAmount(invoice.amount, invoice.currency)}
              </span>
              <StatusTag invoice={invoice} />
            </div>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {intervalText(invoice)} · {creditsText(invoice.credits)}
            </Typography.Text>
            <InvoiceLink invoice={invoice} />
          </>
        )}
      />
    );
  } else {
    body = (
      <Table<Order>
        aria-labelledby={headingId}
        rowKey="id"
        size="small"
        dataSource={invoices}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Date',
            dataIndex: 'createdAt',
            render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(v)}</span>,
          },
          {
            title: 'Amount',
            key: 'amount',
            align: 'right',
            render: (_: unknown, o) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(o.amount, o.currency)}</span>,
          },
          { title: 'Billing', key: 'interval', render: (_: unknown, o) => intervalText(o) },
          { title: 'Credits', dataIndex: 'credits', align: 'right' },
          { title: 'Status', key: 'status', render: (_: unknown, o) => <StatusTag invoice={o} /> },
          { title: 'Invoice', key: 'invoice', render: (_: unknown, o) => <InvoiceLink invoice={o} /> },
        ]}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {heading}
      {body}
    </section>
  );
}
