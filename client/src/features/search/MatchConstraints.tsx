import { CheckOutlined, CloseOutlined, LockFilled } from '@ant-design/icons';
import { Tooltip, Typography, theme } from 'antd';
import { Fragment } from 'react';
import type { SearchHitFragment } from '../../graphql/generated';
import { TIMINGS } from '../../lib/theme';
import { niceToHavesMet } from './mustHaveText';

type Constraint = NonNullable<SearchHitFragment['match']>['constraints'][number];

/**
 * Past companies, titles and industries say when on the card itself ('ex-Paystream ✓ Past company,
 * 2019–2022'), and a near miss says how near ('scikit-learn ≈ Knows PyTorch, a related skill').
 */
function showsDetail(constraint: Constraint): boolean {
  return Boolean(constraint.detail) && (constraint.kind.startsWith('past') || (!constraint.met && constraint.near));
}

/** Met, nearly met (missed, but a related skill, a nearby city, a level away...), or missed. */
function stateOf(constraint: Constraint): 'met' | 'nearly met' | 'missed' {
  return constraint.met ? 'met' : constraint.near ? 'nearly met' : 'missed';
}

/**
 * What assistive technology reads for one constraint: 'Berlin: met, must-have', 'React: missed',
 * 'Munich: nearly met', with the detail after it.
 */
export function constraintName(constraint: Constraint): string {
  const name = `${constraint.label}: ${stateOf(constraint)}${constraint.required ? ', must-have' : ''}`;
  return constraint.detail ? `${name} (${constraint.detail})` : name;
}

/**
 * Why a card is in the results: each constraint of the search, met (success colour, a check),
 * nearly met (warning colour, '≈', how near on the card) or missed (muted and struck through, a
 * cross), with how it is met in a tooltip, and on the card for past companies. Must-haves carry a lock. A closest match (not `exact`) says how many of the
 * nice-to-haves it meets. The row wraps, so it fits a phone.
 */
export function MatchConstraints({ constraints, exact = true }: { constraints: readonly Constraint[]; exact?: boolean }) {
  const { token } = theme.useToken();
  if (constraints.length === 0) return null;
  const niceMet = exact ? null : niceToHavesMet(constraints);
  /** How each state looks: its colour, its border and its mark. */
  const looks = {
    met: { colour: token.colorSuccessText, border: token.colorSuccessBorder, mark: <CheckOutlined aria-hidden /> },
    'nearly met': { colour: token.colorWarningText, border: token.colorWarningBorder, mark: <span aria-hidden>≈</span> },
    missed: { colour: token.colorTextSecondary, border: token.colorBorder, mark: <CloseOutlined aria-hidden /> },
  };
  return (
    <>
      <ul
        aria-label="How this profile matches the search"
        style={{
          listStyle: 'none',
          margin: `${token.marginXXS}px 0 0`,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: token.marginXS,
        }}
      >
        {constraints.map((constraint, index) => {
          const state = stateOf(constraint);
          const look = looks[state];
          const item = (
            <li
              aria-label={constraintName(constraint)}
              data-met={constraint.met}
              data-near={state === 'nearly met'}
              data-required={constraint.required}
              style={{
                display: 'inline-flex',
                alignItems: 'baseline',
                flexWrap: 'wrap',
                gap: token.marginXXS,
                maxWidth: '100%',
                padding: `0 ${token.paddingXS}px`,
                border: `1px solid ${look.border}`,
                borderRadius: token.borderRadiusSM,
                fontSize: token.fontSizeSM,
                lineHeight: token.lineHeightSM,
                color: look.colour,
                overflowWrap: 'anywhere',
              }}
            >
              {constraint.required && (
                <span title="Must-have" style={{ color: token.colorTextSecondary }}>
                  <LockFilled aria-hidden />
                </span>
              )}
              <span style={{ textDecoration: state === 'missed' ? 'line-through' : undefined }}>{constraint.label}</span>
              {look.mark}
              {showsDetail(constraint) && <span style={{ color: token.colorTextSecondary }}>{constraint.detail}</span>}
            </li>
          );
          const key = `${constraint.kind}-${constraint.label}-${index}`;
          return constraint.detail ? (
            <Tooltip key={key} title={constraint.detail} mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
              {item}
            </Tooltip>
          ) : (
            <Fragment key={key}>{item}</Fragment>
          );
        })}
      </ul>
      {niceMet && <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{niceMet}</Typography.Text>}
    </>
  );
}
