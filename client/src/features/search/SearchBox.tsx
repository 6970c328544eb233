import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useAppNavigate } from '../../lib/handled';
import type { SearchType } from '../../graphql/generated';
import { profileLinkPath } from './searchParams';
import { SEARCH_TABS, searchUrl } from './searchTypes';

interface SearchBoxProps {
  type: SearchType;
  defaultValue?: string;
  /**
   * Takes over the submit (with the trimmed text, possibly empty) instead of going to /search:
   * the persona tab combines the optional text with the chosen persona.
   */
  onSubmitQuery?: (query: string) => void;
  /** Told about every change of the text (the persona tab combines it with a persona chosen later). */
  onQueryChange?: (query: string) => void;
}

/**
 * The search box: placeholder "Search with {tab name}...". Submitting a non-empty trimmed query
 * goes to /search with page 1 and the tab's type; a blank query is ignored. In the AI tab, a LinkedIn
 * profile link alone opens that profile instead.
 */
export function SearchBox({ type, defaultValue = '', onSubmitQuery, onQueryChange }: SearchBoxProps) {
  const navigate = useAppNavigate();
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
        if (onSubmitQuery) {
          onSubmitQuery(query.trim());
          return;
        }
        // A LinkedIn link alone opens that person (the server asks a live provider when the index does not hold them).
        const url = (type === 'ai' ? profileLinkPath(query) : null) ?? searchUrl(query, type);
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
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
          autoComplete="off"
        />
        <Button size="large" type="primary" htmlType="submit">
          Search
        </Button>
      </Space.Compact>
    </form>
  );
}
