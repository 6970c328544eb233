import { Alert, Button, Card, Flex, Modal, Tag, Tooltip, Typography, theme } from 'antd';
import { useId } from 'react';
import { TIMINGS } from '../../lib/theme';
import { CREDIT_PACKAGES } from '../credits/packages';

const COMING_SOON = 'Card payments are coming soon';

/**
 * The Buy Credits dialog (spec section 2): one card per package. Card payments are not built yet,
 * so every Buy Now button is disabled and the dialog says so plainly.
 */
export function BuyCreditsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  const noteId = useId();

  return (
    <Modal open={open} onCancel={onClose} title="Buy Credits" width={760} footer={<Button onClick={onClose}>Cancel</Button>}>
      <Typography.Paragraph style={{ color: token.colorTextSecondary }}>Choose a credit package that suits your needs</Typography.Paragraph>
      <Alert
        id={noteId}
        type="info"
        showIcon
        title={`${COMING_SOON}.`}
        description="Buying credits by card is not available yet, so the Buy Now buttons are switched off. Your current credits stay as they are."
        style={{ marginBottom: token.marginLG }}
      />
      <div
        role="list"
        aria-label="Credit packages"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: token.margin }}
      >
        {CREDIT_PACKAGES.map((pkg) => (
          <Card
            key={pkg.id}
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
              <Typography.Text style={{ fontSize: token.fontSizeHeading2, fontWeight: 700, lineHeight: 1.2 }}>
                {pkg.credits}
              </Typography.Text>
              <Typography.Text style={{ color: token.colorTextSecondary }}>credits</Typography.Text>
              <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
                ${pkg.price}
              </Typography.Text>
              <Tooltip title={COMING_SOON} mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
                <Button
                  type="primary"
                  block
                  disabled
                  aria-describedby={noteId}
                  aria-label={`Buy Now: ${pkg.credits} credits for $${pkg.price}`}
                  style={{ marginTop: 'auto' }}
                >
                  Buy Now
                </Button>
              </Tooltip>
            </Flex>
          </Card>
        ))}
      </div>
    </Modal>
  );
}
