import { Flex, Tag, Typography, theme } from 'antd';
import { useId } from 'react';
import { AnalysisUnavailable } from './AnalysisUnavailable';
import { Evidence } from './Evidence';
import type { CareerMetricFragment, ClaimFragment, InsightsTabFragment } from '../../graphql/generated';
import { MAX_PROGRESSION_COMPANIES, formatDuration, formatPeriod, metricValueText } from './format';
import { ScoreSlider } from './ScoreSlider';
import { Muted, Section } from './Section';

type Insights = NonNullable<InsightsTabFragment['analysis']>['insights'];
type Progression = Insights['progression'];
type Metrics = Insights['careerMetrics'];

function periodAndLength(start: string | null, end: string | null, current: boolean, months: number): string {
  return [formatPeriod(start, end, current), months > 0 ? formatDuration(months) : ''].filter(Boolean).join(' · ');
}

/** docs/product-spec.md §5: at most 3 companies, built by the server from at most the first 9 roles. */
function ProgressionList({ progression }: { progression: Progression }) {
  const { token } = theme.useToken();
  const companies = progression.slice(0, MAX_PROGRESSION_COMPANIES);
  if (companies.length === 0) return <Muted>No dated roles to show a progression.</Muted>;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {companies.map((c, i) => (
        <li
          key={`${c.company}|${c.start}|${i}`}
          style={{
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            minWidth: 0,
          }}
        >
          <Flex wrap align="baseline" gap={token.marginXS}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {c.company}
            </Typography.Text>
            {c.current && (
              <Tag color="green" style={{ margin: 0 }}>
                Current
              </Tag>
            )}
          </Flex>
          <Muted small>{[c.industry, periodAndLength(c.start, c.end, c.current, c.months)].filter(Boolean).join(' · ')}</Muted>
          <ol style={{ margin: `${token.marginXS}px 0 0`, paddingInlineStart: token.paddingLG, display: 'grid', gap: token.marginXXS }}>
            {c.roles.map((r, j) => (
              <li key={`${r.title}|${r.start}|${j}`} style={{ minWidth: 0 }}>
                <span style={{ overflowWrap: 'anywhere' }}>{r.title}</span>
                {r.seniority && (
                  <Tag style={{ marginInlineStart: token.marginXS, marginInlineEnd: 0, textTransform: 'capitalize' }}>
                    {r.seniority === 'vp' ? 'VP' : r.seniority}
                  </Tag>
                )}
                <div>
                  <Muted small>{periodAndLength(r.start, r.end, r.current, r.months)}</Muted>
                </div>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

const METRICS: Array<{ key: keyof Omit<Metrics, '__typename'>; label: string }> = [
  { key: 'totalExperienceMonths', label: 'Total experience' },
  { key: 'employers', label: 'Employers' },
  { key: 'averageTenureMonths', label: 'Average tenure per employer' },
  { key: 'monthsInCurrentRole', label: 'In the current role' },
  { key: 'promotions', label: 'Promotions' },
];

function CareerMetrics({ metrics }: { metrics: Metrics }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: token.marginSM }}>
      {METRICS.map(({ key, label }) => {
        const metric: CareerMetricFragment = metrics[key];
        return (
          <div
            key={key}
            style={{
              padding: token.paddingSM,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              minWidth: 0,
            }}
          >
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
            <dd style={{ margin: 0, minWidth: 0 }}>
              <div style={{ fontSize: token.fontSizeHeading5, fontWeight: 600, lineHeight: 1.3 }}>{metricValueText(key, metric)}</div>
              <div style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>{metric.explanation}</div>
              <Evidence evidence={metric.evidence} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ClaimList({ claims, empty }: { claims: ClaimFragment[]; empty: string }) {
  const { token } = theme.useToken();
  if (claims.length === 0) return <Muted>{empty}</Muted>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: token.paddingLG, display: 'grid', gap: token.marginSM }}>
      {claims.map((claim, i) => (
        <li key={`${i}|${claim.text}`} style={{ minWidth: 0 }}>
          <span style={{ overflowWrap: 'anywhere' }}>{claim.text}</span>
          <Evidence evidence={claim.evidence} />
        </li>
      ))}
    </ul>
  );
}

function SwotBlock({ title, color, claims }: { title: string; color: string; claims: ClaimFragment[] }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      style={{
        padding: token.paddingSM,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `3px solid ${color}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
      }}
    >
      <Typography.Title level={4} id={id} style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: 600 }}>
        {title}
      </Typography.Title>
      <ClaimList claims={claims} empty="Nothing noted." />
    </section>
  );
}

/**
 * 'Insights' (docs/product-spec.md §2): the progression, the career metrics, stability and mobility on the
 * 1–10 slider, SWOT in four blocks, and role recommendations. Every number and claim shows what it
 * rests on.
 */
export function InsightsTab({ profile }: { profile: InsightsTabFragment }) {
  const { token } = theme.useToken();
  const insights = profile.analysis?.insights;
  if (!insights) return <AnalysisUnavailable message={profile.analysisUnavailable} />;
  const { swot } = insights;
  return (
    <Flex vertical gap={token.marginLG}>
      <Section title="Career progression">
        <ProgressionList progression={insights.progression} />
      </Section>
      <Section title="Career metrics">
        <CareerMetrics metrics={insights.careerMetrics} />
      </Section>
      <Section title="Stability and mobility">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: token.marginLG }}>
          <ScoreSlider title="Stability" description="How long this person tends to stay." score={insights.stability} />
          <ScoreSlider title="Mobility" description="How likely a move is now." score={insights.mobility} />
        </div>
      </Section>
      <Section title="SWOT">
        {/* Two by two where there is room (never three across), one column on phones. */}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: token.marginSM }}>
          <SwotBlock title="Strengths" color={token.colorSuccess} claims={swot.strengths} />
          <SwotBlock title="Weaknesses" color={token.colorWarning} claims={swot.weaknesses} />
          <SwotBlock title="Opportunities" color={token.colorPrimary} claims={swot.opportunities} />
          <SwotBlock title="Threats" color={token.colorError} claims={swot.threats} />
        </div>
      </Section>
      <Section title="Role recommendations">
        <ClaimList claims={insights.roleRecommendations} empty="No role recommendations for this profile." />
      </Section>
    </Flex>
  );
}
