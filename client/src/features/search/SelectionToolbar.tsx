import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { handled } from '../../lib/handled';
import { downloadProfilesCsv } from '../lists/exportProfiles';
import { HEADER_HEIGHT } from '../shell/Shell';

/** A chosen search result: what adding it to a list or exporting it needs. */
export interface ChosenProfile {
  id: string;
  linkedinUsername: string;
  fullName: string;
}

/** What one request of bulk work takes at most (the server's limit). */
export const MAX_SELECTED = 100;

/**
 * Bulk work on search results: 'Select page' (a checkbox: all of this page's results, or none of
 * them), and once something is chosen, 'N selected', Add to list, Export (a CSV of the chosen
 * profiles) and Clear selection. The selection itself belongs to the results (it survives paging
 * within one search).
 */
export function SelectionToolbar({
  page,
  selected,
  onChange,
  onAddToList,
  extraActions,
}: {
  /** The results of this page. */
  page: readonly ChosenProfile[];
  selected: ReadonlyMap<string, ChosenProfile>;
  onChange: (next: Map<string, ChosenProfile>) => void;
  onAddToList: (chosen: ChosenProfile[]) => void;
  /**
   * Slot for more bulk actions on the chosen profiles' usernames (the lead puts the bulk "Reveal"
   * button here), shown after Export.
   */
  extraActions?: (usernames: string[]) => ReactNode;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const chosen = [...selected.values()];
  const onPage = page.filter((p) => selected.has(p.id)).length;
  const tooMany = chosen.length > MAX_SELECTED;

  const togglePage = (checked: boolean) => {
    const next = new Map(selected);
    for (const p of page) {
      if (checked) next.set(p.id, p);
      else next.delete(p.id);
    }
    onChange(next);
  };

  const exportChosen = async () => {
    setExporting(true);
    try {
      await downloadProfilesCsv(chosen.map((p) => p.linkedinUsername));
    } catch (err) {
      message.error(err instanceof Error ? err.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex
      role="group"
      aria-label="Selected results"
      wrap
      align="center"
      gap={`${token.marginXS}px ${token.margin}px`}
      style={{
        position: 'sticky',
        // Stays in view under the app's header while the page scrolls.
        top: HEADER_HEIGHT,
        zIndex: 2,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        marginBottom: token.margin,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Checkbox
        checked={page.length > 0 && onPage === page.length}
        indeterminate={onPage > 0 && onPage < page.length}
        onChange={(e) => togglePage(e.target.checked)}
        disabled={page.length === 0}
      >
        Select page
      </Checkbox>
      <Typography.Text role="status" style={{ color: chosen.length ? token.colorText : token.colorTextSecondary }}>
        {chosen.length > 0 ? `${chosen.length} selected` : 'Select results to add them to a list or export them together.'}
      </Typography.Text>
      {chosen.length > 0 && (
        <Flex wrap gap={token.marginXS} style={{ marginInlineStart: 'auto' }}>
          <Button icon={<PlusOutlined aria-hidden />} aria-haspopup="dialog" disabled={tooMany} onClick={() => onAddToList(chosen)}>
            Add to list
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            disabled={tooMany}
            onClick={() => handled(exportChosen(), 'Exporting the selection')}
          >
            Export
          </Button>
          {/* The lead's slot: more bulk actions (bulk Reveal) on the chosen usernames. */}
          {extraActions?.(chosen.map((p) => p.linkedinUsername))}
          <Button type="link" onClick={() => onChange(new Map())}>
            Clear selection
          </Button>
        </Flex>
      )}
      {tooMany && (
        <Typography.Text type="warning" style={{ flexBasis: '100%' }}>
          Bulk work takes at most {MAX_SELECTED} profiles at once: clear some to go on.
        </Typography.Text>
      )}
    </Flex>
  );
}
