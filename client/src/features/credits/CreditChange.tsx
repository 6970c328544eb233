import { theme } from 'antd';
import { changeText } from './ledgerText';

/**
 * A change of a credit balance, signed (+5, −3, 0): red when credits went, green when they came,
 * quiet when nothing changed. The user's credit history and a customer's ledger in the staff area
 * show it alike.
 */
export function CreditChange({ value }: { value: number }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        color: value < 0 ? token.colorError : value === 0 ? token.colorTextSecondary : token.colorSuccessText,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {changeText(value)}
    </span>
  );
}
