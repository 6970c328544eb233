import { Flex, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { SearchBox } from './SearchBox';
import { SEARCH_TABS, searchTabIndex, searchTypeAt } from './searchTypes';

/**
 * The signed-in search block (docs/product-spec.md §2): headline, subline, the three search tabs with a
 * helper text each, and the search box for the chosen tab.
 */
export function SearchHeader() {
  const { token } = theme.useToken();
  const [tab, setTab] = useState(0);
  const type = searchTypeAt(tab);

  return (
    <Flex vertical align="center" gap={token.margin} style={{ width: '100%', maxWidth: 760, margin: '0 auto', textAlign: 'center' }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: `clamp(${token.fontSizeHeading3}px, 5vw, ${token.fontSizeHeading1}px)` }}>
          Find the right leaders, faster
        </Typography.Title>
        <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginXS}px 0 0`, fontSize: token.fontSizeLG }}>
          simplifying hiring for early manager and leaders
        </Typography.Paragraph>
      </div>
      <Tabs
        centered
        activeKey={type}
        onChange={(key) => setTab(searchTabIndex(key))}
        style={{ width: '100%' }}
        tabBarGutter={token.marginLG}
        items={SEARCH_TABS.map((t) => ({
          key: t.type,
          label: t.label,
          children: <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: 0 }}>{t.helper}</Typography.Paragraph>,
        }))}
      />
      <SearchBox type={type} />
    </Flex>
  );
}
