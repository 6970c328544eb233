import { FilterOutlined, RobotOutlined, TeamOutlined } from '@ant-design/icons';
import { Grid, Table, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchHistoryQuery, SearchType } from '../../graphql/generated';
import { historyItemPath } from './searchParams';

type Item = SearchHistoryQuery['searchHistory'][number];

const TYPES: Record<SearchType, { label: string; icon: ReactNode }> = {
  ai: { label: 'AI Search', icon: <RobotOutlined aria-hidden /> },
  build: { label: 'Build your Search', icon: <FilterOutlined aria-hidden /> },
  persona: { label: 'Persona', icon: <TeamOutlined aria-hidden /> },
};

/** Spec: Dated as short month, day, year. */
export function formatDated(createdAt: string): string {
  return dayjs(createdAt).format('MMM D, YYYY');
}

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

function TypeLabel({ type }: { type: SearchType }) {
  const { token } = theme.useToken();
  return <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{TYPES[type].label}</Typography.Text>;
}

/**
 * My Searches (spec section 2): S.No, Search Term (a chip that re-runs the search) and Dated;
 * the type shows under the term. Below 600 px the rows become a list, so nothing overflows.
 */
export function HistoryTable({ items, loading }: { items: readonly Item[]; loading: boolean }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();

  if (!screens.sm) {
    return (
      <ol aria-label="Your searches" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
        {items.map((item, index) => (
          <li
            key={item.id}
            style={{
              display: 'flex',
              gap: token.marginSM,
              padding: token.paddingSM,
              background: token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              minWidth: 0,
            }}
          >
            <span style={{ color: token.colorTextSecondary, flex: 'none', minWidth: '2ch' }}>{index + 1}.</span>
            <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0, flex: 1 }}>
              <div>
                <TermChip item={item} />
              </div>
              <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                {TYPES[item.type].label} · <time dateTime={item.createdAt}>{formatDated(item.createdAt)}</time>
              </Typography.Text>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div style={{ width: '100%', minWidth: 0 }}>
      <Table<Item>
        rowKey="id"
        dataSource={items as Item[]}
        loading={loading}
        pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false, hideOnSinglePage: true } : false}
        scroll={{ x: true }}
        columns={[
          { title: 'S.No', key: 'sno', width: 72, render: (_value, item) => items.indexOf(item) + 1 },
          {
            title: 'Search Term',
            key: 'term',
            render: (_value, item) => (
              <div style={{ display: 'grid', gap: token.marginXXS, justifyItems: 'start', minWidth: 0 }}>
                <TermChip item={item} />
                <TypeLabel type={item.type} />
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
