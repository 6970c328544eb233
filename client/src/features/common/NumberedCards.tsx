import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A table's rows as numbered cards, for phone widths: an ordered list (so a screen reader says
 * "list, n items"), each row a bordered card led by its number.
 */
export function NumberedCards<T>({
  label,
  items,
  keyOf,
  children,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The card's content after its number. */
  children: (item: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          style={{
            display: 'flex',
            gap: token.marginSM,
            alignItems: 'flex-start',
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            minWidth: 0,
          }}
        >
          <span style={{ color: token.colorTextSecondary, minWidth: '2ch' }}>{index + 1}.</span>
          {children(item)}
        </li>
      ))}
    </ol>
  );
}
