import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useId } from 'react';
import { type BuyCreditsQuery, useBuyCreditsQuery } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { formatAmount, PAYMENTS_UNAVAILABLE } from './paymentText';
import { useStartCheckout } from './useStartCheckout';

type Settings = BuyCreditsQuery['paymentSettings'];
type CreditPackage = BuyCreditsQuery['creditPackages'][number];

/** Test mode or no payments at all: said plainly above the packages. */
function PaymentNote({ id, settings }: { id: string; settings: Settings }) {
  if (settings.mode === 'unavailable') {
    return (
      <Alert
        id={id}
        type="warning"
        showIcon
        title={PAYMENTS_UNAVAILABLE}
        description="The Buy Now buttons are switched off for now. Please try again later; your current credits stay as they are."
      />
    );
  }
  if (!settings.testMode) return null;
  return (
    <Alert
      id={id}
      type="info"
      showIcon
      icon={<ExperimentOutlined aria-hidden />}
      title="Test mode: no card is charged."
      description={
        settings.mode === 'local'
          ? 'Buy Now opens the TalentLens test checkout, where you choose whether the payment goes through. No money moves.'
          : 'Buy Now opens the payment provider’s checkout in test mode: use a test card (for example 4242 4242 4242 4242). No money moves.'
      }
    />
  );
}

function PackageCard({
  pkg,
  pending,
  disabled,
  describedBy,
  onBuy,
}: {
  pkg: CreditPackage;
  pending: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onBuy: () => void;
}) {
  const { token } = theme.useToken();
  const price = formatAmount(pkg.price, pkg.currency);
  return (
    <Card
      role="listitem"
      size="small"
      style={{ borderColor: pkg.popular ? token.colorPrimary : undefined, height: '100%' }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical align="center" gap={token.marginXS} style={{ height: '100%', textAlign: 'center' }}>
        <div style={{ minHeight: token.controlHeightSM }}>
          {pkg.popular && (
            <Tag
              variant="filled"
              style={{ background: token.colorPrimary, color: token.colorTextLightSolid, marginInlineEnd: 0, fontWeight: 600 }}
            >
              Most Popular
            </Tag>
          )}
        </div>
        <Typography.Text style={{ fontSize: token.fontSizeHeading2, fontWeight: 700, lineHeight: 1.2 }}>{pkg.credits}</Typography.Text>
        <Typography.Text style={{ color: token.colorTextSecondary }}>{pkg.credits === 1 ? 'credit' : 'credits'}</Typography.Text>
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
          {price}
        </Typography.Text>
        <Button
          type="primary"
          block
          loading={pending}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-label={`Buy Now: ${pkg.credits} credits for ${price}`}
          onClick={onBuy}
          style={{ marginTop: 'auto' }}
        >
          Buy Now
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The Buy Credits dialog's body (docs/product-spec.md §2): one card per package on sale, as the server
 * prices them, each with Buy Now; the popular one carries 'Most Popular'. Buy Now sends the
 * browser to the checkout; while it starts, that button spins and the others wait. Test mode and
 * payments being unavailable are said above the cards.
 */
export function CreditPackages() {
  const { token } = theme.useToken();
  const noteId = useId();
  const { data, loading, error, refetch } = useBuyCreditsQuery();
  const { start, pendingId } = useStartCheckout();
  const packages = data?.creditPackages ?? [];
  const settings = data?.paymentSettings;
  const unavailable = settings?.mode === 'unavailable';

  return (
    <QueryState
      loading={!data && loading}
      failed={!data && Boolean(error)}
      empty={packages.length === 0}
      loadingView={{ skeleton: { label: 'Loading credit packages', rows: 4 } }}
      errorView={{
        as: 'alert',
        title: 'The credit packages could not be loaded.',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: () => refetch(),
      }}
      emptyView={{ description: 'No credit packages are on sale right now. Please try again later.' }}
    >
      <Flex vertical gap={token.marginLG}>
        {settings && <PaymentNote id={noteId} settings={settings} />}
        <div
          role="list"
          aria-label="Credit packages"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: token.margin }}
        >
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              pending={pendingId === pkg.id}
              disabled={unavailable || (pendingId !== null && pendingId !== pkg.id)}
              describedBy={unavailable ? noteId : undefined}
              onBuy={() => handled(start(pkg.id), 'Starting the checkout')}
            />
          ))}
        </div>
      </Flex>
    </QueryState>
  );
}
