import { Tag, Typography, theme } from 'antd';
import { useId } from 'react';
import { MAX_SKILLS } from './format';

/** The skills panel (docs/product-spec.md §2 and §5): at most 12 skills, as chips. */
export function SkillsPanel({ skills }: { skills: string[] }) {
  const { token } = theme.useToken();
  const id = useId();
  const shown = skills.slice(0, MAX_SKILLS);
  const more = skills.length - shown.length;
  return (
    <section
      aria-labelledby={id}
      style={{ padding: token.padding, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
    >
      <Typography.Title level={3} id={id} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5 }}>
        Skills
      </Typography.Title>
      {shown.length === 0 ? (
        <Typography.Text style={{ color: token.colorTextSecondary }}>No skills listed.</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
          {shown.map((skill) => (
            <li key={skill} style={{ maxWidth: '100%' }}>
              <Tag style={{ margin: 0, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{skill}</Tag>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <Typography.Text
          style={{ display: 'block', marginTop: token.marginXS, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}
        >
          and {more} more
        </Typography.Text>
      )}
    </section>
  );
}
