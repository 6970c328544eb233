import {
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  EnvironmentOutlined,
  FontSizeOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LockFilled,
  ReadOutlined,
  RiseOutlined,
  ShopOutlined,
  StopOutlined,
  ToolOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { type ReactNode, useId } from 'react';
import type { InterpretationChipFragment as Chip, InterpretationChipKind } from '../../graphql/generated';
import { visuallyHidden } from '../common/a11y';
import { toggledMustHave } from './mustHaves';
import { CHIPS_HEADING, EXCLUDED_LEGEND, EXCLUDED_STATE, mustHaveName, wishState } from './mustHaveText';

/** InterpretationChip.kind: a readable name and an icon for each kind the server has. */
const KINDS: Record<InterpretationChipKind, { name: string; icon: ReactNode }> = {
  title: { name: 'Title', icon: <IdcardOutlined aria-hidden /> },
  seniority: { name: 'Seniority', icon: <RiseOutlined aria-hidden /> },
  function: { name: 'Function', icon: <ApartmentOutlined aria-hidden /> },
  location: { name: 'Location', icon: <EnvironmentOutlined aria-hidden /> },
  currentCompany: { name: 'Current company', icon: <BankOutlined aria-hidden /> },
  pastCompany: { name: 'Past company', icon: <HistoryOutlined aria-hidden /> },
  industry: { name: 'Industry', icon: <ShopOutlined aria-hidden /> },
  pastIndustry: { name: 'Past industry', icon: <HistoryOutlined aria-hidden /> },
  skill: { name: 'Skill', icon: <ToolOutlined aria-hidden /> },
  years: { name: 'Experience', icon: <CalendarOutlined aria-hidden /> },
  school: { name: 'School', icon: <BookOutlined aria-hidden /> },
  degree: { name: 'Degree', icon: <ReadOutlined aria-hidden /> },
  remote: { name: 'Work', icon: <HomeOutlined aria-hidden /> },
  relocation: { name: 'Relocation', icon: <CarOutlined aria-hidden /> },
  keywords: { name: 'Keywords', icon: <FontSizeOutlined aria-hidden /> },
};

/** A kind newer than this build of the client (a server deployed first) shows as "Criterion". */
export function chipKind(kind: InterpretationChipKind) {
  return (
    (KINDS as Partial<Record<string, (typeof KINDS)[InterpretationChipKind]>>)[kind] ?? {
      name: 'Criterion',
      icon: <FontSizeOutlined aria-hidden />,
    }
  );
}

/** The lock of a chip: a must-have is locked (filled), a nice-to-have open. */
function lockIcon(required: boolean) {
  return required ? <LockFilled aria-hidden /> : <UnlockOutlined aria-hidden />;
}

/**
 * How the server read an AI query, as chips. Each chip is removable with the mouse or the
 * keyboard (its close button is labelled "Remove {label}"); removing one widens the search. Each
 * is a must-have (locked, filled) or a nice-to-have (open, outlined): its toggle, a button named
 * "Must-have: {label}" and pressed for a must-have, hands the page the new must-have list (the
 * keys of the chips that are must-haves after it; chips of one key toggle together). A negation
 * ('Not Angular') has no toggle: it always holds.
 */
export function InterpretationChips({
  chips,
  onRemove,
  onMustHave,
}: {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  /** The must-have list after a toggle (SearchInput.mustHave). */
  onMustHave: (mustHave: string[]) => void;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  if (chips.length === 0) return null;
  return (
    <Flex vertical gap={token.marginXS} style={{ minWidth: 0 }}>
      <Typography.Text id={headingId} style={{ color: token.colorTextSecondary }}>
        {CHIPS_HEADING}
      </Typography.Text>
      <ul
        aria-labelledby={headingId}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}
      >
        {chips.map((chip, index) => {
          const kind = chipKind(chip.kind);
          const state = chip.excludes ? EXCLUDED_STATE : wishState(chip.required);
          return (
            <li key={`${chip.kind}:${chip.text}:${index}`} style={{ minWidth: 0, maxWidth: '100%' }}>
              <Tag
                icon={chip.excludes ? <StopOutlined aria-hidden /> : kind.icon}
                title={`${kind.name}, ${state}`}
                color={chip.excludes ? 'red' : chip.required ? 'blue' : undefined}
                variant={chip.required ? 'filled' : 'outlined'}
                closable={{ 'aria-label': `Remove ${chip.label}` }}
                onClose={(event) => {
                  // The chips follow the address; the new query re-renders them.
                  event.preventDefault();
                  onRemove(chip);
                }}
                data-required={chip.required}
                data-excludes={chip.excludes}
                style={{
                  marginInlineEnd: 0,
                  maxWidth: '100%',
                  whiteSpace: 'normal',
                  overflowWrap: 'anywhere',
                  paddingBlock: token.paddingXXS,
                  fontSize: token.fontSize,
                  borderStyle: chip.required ? undefined : 'dashed',
                }}
              >
                <span style={visuallyHidden}>{kind.name}: </span>
                {chip.label}
                <span style={visuallyHidden}> ({state})</span>
                {/* A negation always holds: there is nothing to toggle. */}
                {!chip.excludes && (
                  <Button
                    type="text"
                    size="small"
                    aria-pressed={chip.required}
                    aria-label={mustHaveName(chip.label)}
                    title={chip.required ? 'Must-have: make it a nice-to-have' : 'Nice-to-have: make it a must-have'}
                    icon={lockIcon(chip.required)}
                    onClick={() => onMustHave(toggledMustHave(chips, chip))}
                    style={{ marginInlineStart: token.marginXXS, color: 'inherit', height: 'auto', minHeight: token.controlHeightSM }}
                  />
                )}
              </Tag>
            </li>
          );
        })}
      </ul>
      <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {lockIcon(true)} Must-have: every result keeps it · {lockIcon(false)} Nice-to-have: ranks the closest matches
        {chips.some((chip) => chip.excludes) && (
          <>
            {' · '}
            <StopOutlined aria-hidden /> {EXCLUDED_LEGEND}
          </>
        )}
      </Typography.Text>
    </Flex>
  );
}
