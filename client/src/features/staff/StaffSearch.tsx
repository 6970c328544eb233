import { Input, theme } from 'antd';
import { useEffect, useId, useState } from 'react';

/** A search typed in a box, as the server gets it: trimmed, and nothing when empty. */
export function searchValue(text: string): string | null {
  const trimmed = text.trim().slice(0, 200);
  return trimmed === '' ? null : trimmed;
}

/** How long typing rests before a search is sent. */
const DEBOUNCE_MS = 400;

/** A staff list's search and page: what is typed, what was sent (null: nothing), and the page. */
export interface StaffSearch {
  text: string;
  setText: (text: string) => void;
  /** The search as the server gets it (trimmed; null when empty). */
  search: string | null;
  page: number;
  setPage: (page: number) => void;
  /** Sends a search at once (Enter, the button, "Clear the search") and goes back to page 1. */
  run: (text: string) => void;
}

/** The search of a staff list: typing sends it once it rests, Enter at once; either goes back to page 1. */
export function useStaffSearch(): StaffSearch {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchValue(text));
      setPage(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const run = (value: string) => {
    setText(value);
    setSearch(searchValue(value));
    setPage(1);
  };
  return { text, setText, search, page, setPage, run };
}

/** The search box of a staff list, a search landmark with its visible label ('Search users'). */
export function StaffSearchBox({
  state,
  label,
  landmark,
  placeholder,
}: {
  state: StaffSearch;
  label: string;
  landmark: string;
  placeholder: string;
}) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div role="search" aria-label={landmark} style={{ display: 'grid', gap: token.marginXXS, maxWidth: 480 }}>
      <label htmlFor={id}>{label}</label>
      <Input.Search
        id={id}
        allowClear
        placeholder={placeholder}
        value={state.text}
        maxLength={200}
        onChange={(e) => state.setText(e.target.value)}
        onSearch={state.run}
        enterButton="Search"
      />
    </div>
  );
}
