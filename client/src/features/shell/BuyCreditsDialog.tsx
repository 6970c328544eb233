import { Button, Modal, Typography, theme } from 'antd';
import { CreditPackages } from '../payments/CreditPackages';
import { BUY_CREDITS_SUBTITLE, BUY_CREDITS_TITLE } from '../payments/paymentText';

/**
 * The Buy Credits dialog (docs/product-spec.md §2), opened by the sidebar's Credits item, the header's
 * credits, the avatar menu, the bottom navigation and the out-of-credits message. Its body loads
 * the packages the first time it opens. It stacks above another dialog (the profile dialog it may
 * be opened from), and Cancel, Escape or the close button put focus back on what opened it.
 */
export function BuyCreditsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={BUY_CREDITS_TITLE}
      width={760}
      zIndex={token.zIndexPopupBase + 1}
      footer={<Button onClick={onClose}>Cancel</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ color: token.colorTextSecondary }}>{BUY_CREDITS_SUBTITLE}</Typography.Paragraph>
      <CreditPackages />
    </Modal>
  );
}
