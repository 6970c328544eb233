import { Flex, Switch, Typography, theme } from 'antd';
import { useId } from 'react';
import type { SavedRunBarFragment } from '../../graphql/generated';
import { newSinceLabel } from './searchText';

interface SavedRunBarProps {
  run: SavedRunBarFragment;
  /** Lists only the new profiles, or all of them again. */
  onOnlyNew: (onlyNew: boolean) => void;
}

/**
 * Above the results of a saved search's run: its name, who is new since the run before ('12 new
 * since Nov 24, 2026, 6:01 AM', or 'Nothing new since …'), and the 'Show only new' switch. The
 * cards of new profiles carry a 'New' tag.
 */
export function SavedRunBar({ run, onOnlyNew }: SavedRunBarProps) {
  const { token } = theme.useToken();
  const switchId = useId();
  return (
    <Flex
      wrap
      align="center"
      justify="space-between"
      gap={token.marginSM}
      style={{
        padding: `${token.paddingSM}px ${token.padding}px`,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        marginBottom: token.margin,
        minWidth: 0,
      }}
    >
      <div style={{ minWidth: 0 }}>
        <Typography.Text style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
          Saved search: <strong style={{ color: token.colorText }}>{run.savedSearch.name}</strong>
        </Typography.Text>
        <div
          role="status"
          data-testid="saved-run-new"
          style={{ fontWeight: 600, color: run.newCount > 0 ? token.colorPrimary : token.colorText }}
        >
          {newSinceLabel(run.newCount, run.since, run.newCountIsApproximate)}
        </div>
      </div>
      <Flex align="center" gap={token.marginXS}>
        <Switch id={switchId} checked={run.onlyNew} disabled={run.newCount === 0 && !run.onlyNew} onChange={onOnlyNew} />
        <label htmlFor={switchId} style={{ cursor: 'pointer' }}>
          Show only new
        </label>
      </Flex>
    </Flex>
  );
}
