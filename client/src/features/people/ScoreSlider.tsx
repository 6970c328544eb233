import { ConfigProvider, Flex, Slider, Typography, theme } from 'antd';
import { useId } from 'react';
import { Evidence } from './Evidence';
import type { ScoreSliderFragment } from '../../graphql/generated';

/** docs/product-spec.md §9: a slider from 1 to 10, Low at 1, Medium at 5, High at 10. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

/**
 * A score (stability, mobility) on a read-only slider, with the value, its label and the reason
 * as text too (what a screen reader reads, and what a recruiter can check), and the evidence.
 */
export function ScoreSlider({ title, description, score }: { title: string; description: string; score: ScoreSliderFragment }) {
  const { token } = theme.useToken();
  const titleId = useId();
  const mark = (label: string) => ({ label, style: { color: token.colorTextSecondary, fontSize: token.fontSizeSM } });
  return (
    <section aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="baseline" wrap gap={token.marginXS}>
        <Typography.Title level={4} id={titleId} style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600 }}>
          {title}
        </Typography.Title>
        <Typography.Text strong>
          {score.value} / {SCORE_MAX} · {score.label}
        </Typography.Text>
      </Flex>
      <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{description}</Typography.Text>
      <div style={{ padding: `0 ${token.paddingSM}px` }}>
        {/* Disabled only so that it cannot be moved: it keeps the accent colour of a value. */}
        <ConfigProvider
          theme={{ components: { Slider: { trackBgDisabled: token.colorPrimary, handleColorDisabled: token.colorPrimary } } }}
        >
          <Slider
            min={SCORE_MIN}
            max={SCORE_MAX}
            value={score.value}
            disabled
            tooltip={{ open: false }}
            marks={{ 1: mark('Low'), 5: mark('Medium'), 10: mark('High') }}
            ariaLabelledByForHandle={titleId}
            ariaValueTextFormatterForHandle={(v) => `${v ?? score.value} of ${SCORE_MAX}, ${score.label}`}
            style={{ margin: `${token.marginSM}px 0 ${token.marginLG}px` }}
          />
        </ConfigProvider>
      </div>
      <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{score.explanation}</Typography.Paragraph>
      <Evidence evidence={score.evidence} />
    </section>
  );
}
