import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A table's rows as a list of bordered cards, for phone widths: a list with an accessible name (so
 * a screen reader says "list, n items"), each row one card whose lines stack in a grid.
 */
export function RowCards<T>({
  label,
  items,
  rowKey,
  render,
  as: List = 'ol',
  itemStyle,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  /** The card's content. */
  render: (item: T, index: number) => ReactNode;
  /** 'ul' where the order of the rows means nothing. */
  as?: 'ol' | 'ul';
  /** Changes to a card's layout (display, gap, background), over the bordered card. */
  itemStyle?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <List aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          style={{
            display: 'grid',
            gap: token.marginXXS,
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            minWidth: 0,
            ...itemStyle,
          }}
        >
          {render(item, index)}
        </li>
      ))}
    </List>
  );
}
