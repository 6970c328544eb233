import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TABS, type SearchType, searchUrl } from './searchTypes';

/**
 * The search box: placeholder "Search with {tab name}...". Submitting a non-empty trimmed query
 * goes to /search with page 1 and the tab's type; a blank query is ignored.
 */
export function SearchBox({ type, defaultValue = '' }: { type: SearchType; defaultValue?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(defaultValue);
  const tabName = SEARCH_TABS.find((tab) => tab.type === type)?.label ?? SEARCH_TABS[0].label;

  return (
    <form
      role="search"
      aria-label="Profile search"
      style={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        const url = searchUrl(query, type);
        if (url) navigate(url);
      }}
    >
      <Space.Compact block>
        <Input
          id={inputId}
          name="q"
          size="large"
          type="search"
          enterKeyHint="search"
          aria-label={`Search with ${tabName}`}
          placeholder={`Search with ${tabName}...`}
          prefix={<SearchOutlined aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <Button size="large" type="primary" htmlType="submit">
          Search
        </Button>
      </Space.Compact>
    </form>
  );
}
