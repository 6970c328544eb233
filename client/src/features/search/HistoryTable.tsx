import { FilterOutlined, RobotOutlined, TeamOutlined } from '@ant-design/icons';
import { Grid, Pagination, Table, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HistoryTableRowFragment as Item, SearchType } from '../../graphql/generated';
import { RowCards } from '../common/RowCards';
import { mustHaveSummary } from './mustHaveText';
import { historyItemPath } from './searchParams';
import { formatDated } from './searchText';

const TYPES: Record<SearchType, { label: string; icon: ReactNode }> = {
  ai: { label: 'AI Search', icon: <RobotOutlined aria-hidden /> },
  build: { label: 'Build your Search', icon: <FilterOutlined aria-hidden /> },
  persona: { label: 'Persona', icon: <TeamOutlined aria-hidden /> },
};

/** The Search Term chip: a real link that re-runs the search (no button inside it). */
function TermChip({ item }: { item: Item }) {
  const { token } = theme.useToken();
  const type = TYPES[item.type];
  return (
    <Tag style={{ margin: 0, padding: 0, maxWidth: '100%', whiteSpace: 'normal', fontSize: token.fontSize }}>
      <Link
        to={historyItemPath(item)}
        title={`Run again: ${item.searchTerm}`}
        style={{
          display: 'inline-flex',
          alignItems: 'baseline',
          gap: token.marginXS,
          padding: `${token.paddingXXS}px ${token.paddingXS}px`,
          color: token.colorText,
          overflowWrap: 'anywhere',
        }}
      >
        <span style={{ color: token.colorPrimary }}>{type.icon}</span>
        <span>{item.searchTerm}</span>
      </Link>
    </Tag>
  );
}

/** The type of a past search, and the must-haves it ran with unless the defaults. */
function typeText(item: Item): string {
  const mustHave = mustHaveSummary(item.mustHave);
  return mustHave ? `${TYPES[item.type].label} · ${mustHave}` : TYPES[item.type].label;
}

function TypeLabel({ item }: { item: Item }) {
  const { token } = theme.useToken();
  return (
    <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
      {typeText(item)}
    </Typography.Text>
  );
}

interface HistoryTableProps {
  /** The searches of this page, newest first. */
  items: readonly Item[];
  loading: boolean;
  /** The page shown (from 1), its size, and how many searches there are over all pages. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * My Searches (docs/product-spec.md §2): S.No, Search Term (a chip that re-runs the search, with the
 * must-haves it ran with) and Dated; the type, and the must-haves unless the defaults, show under the term. One page of the history at a time, numbered across pages. Below
 * 600 px the rows become a list, so nothing overflows.
 */
export function HistoryTable({ items, loading, page, pageSize, total, onPage }: HistoryTableProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const number = (item: Item) => (page - 1) * pageSize + items.indexOf(item) + 1;
  const paged = total > pageSize;

  if (!screens.sm) {
    return (
      <>
        <RowCards
          label="Your searches"
          items={items}
          rowKey={(item) => item.id}
          itemStyle={{ display: 'flex', gap: token.marginSM, background: token.colorBgContainer }}
          render={(item) => (
            <>
              <span style={{ color: token.colorTextSecondary, flex: 'none', minWidth: '2ch' }}>{number(item)}.</span>
              <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0, flex: 1 }}>
                <div>
                  <TermChip item={item} />
                </div>
                <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                  {typeText(item)} · <time dateTime={item.createdAt}>{formatDated(item.createdAt)}</time>
                </Typography.Text>
              </div>
            </>
          )}
        />
        {paged && (
          <nav aria-label="Search history pages" style={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination simple size="small" current={page} pageSize={pageSize} total={total} onChange={onPage} />
          </nav>
        )}
      </>
    );
  }

  return (
    <div style={{ width: '100%', minWidth: 0 }}>
      <Table<Item>
        rowKey="id"
        dataSource={items as Item[]}
        loading={loading}
        pagination={paged ? { current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, onChange: onPage } : false}
        scroll={{ x: true }}
        columns={[
          { title: 'S.No', key: 'sno', width: 72, render: (_value, item) => number(item) },
          {
            title: 'Search Term',
            key: 'term',
            render: (_value, item) => (
              <div style={{ display: 'grid', gap: token.marginXXS, justifyItems: 'start', minWidth: 0 }}>
                <TermChip item={item} />
                <TypeLabel item={item} />
              </div>
            ),
          },
          {
            title: 'Dated',
            key: 'dated',
            width: 140,
            render: (_value, item) => <time dateTime={item.createdAt}>{formatDated(item.createdAt)}</time>,
          },
        ]}
      />
    </div>
  );
}
