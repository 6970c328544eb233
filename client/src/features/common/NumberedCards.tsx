import { theme } from 'antd';
import type { ReactNode } from 'react';
import { RowCards } from './RowCards';

/**
 * A table's rows as numbered cards, for phone widths: an ordered list (so a screen reader says
 * "list, n items"), each row a bordered card led by its number.
 */
export function NumberedCards<T>({
  label,
  items,
  keyOf,
  start = 1,
  children,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The number of the first card (a later page of a list starts further on). */
  start?: number;
  /** The card's content after its number. */
  children: (item: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <RowCards
      label={label}
      items={items}
      rowKey={keyOf}
      itemStyle={{ display: 'flex', gap: token.marginSM, alignItems: 'flex-start' }}
      render={(item, index) => (
        <>
          <span style={{ color: token.colorTextSecondary, minWidth: '2ch' }}>{start + index}.</span>
          {children(item)}
        </>
      )}
    />
  );
}
