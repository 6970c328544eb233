import { Flex, Tag, Typography, theme } from 'antd';
import { AnalysisUnavailable } from './AnalysisUnavailable';
import { Evidence } from './Evidence';
import type { AssessmentTabFragment } from '../../graphql/generated';
import { Muted, Section } from './Section';

/** 'Assessment' (docs/product-spec.md §2): the key skills and expertise text with its evidence, and the key skills. */
export function AssessmentTab({ profile }: { profile: AssessmentTabFragment }) {
  const { token } = theme.useToken();
  const assessment = profile.analysis?.assessment;
  if (!assessment) return <AnalysisUnavailable message={profile.analysisUnavailable} />;
  return (
    <Flex vertical gap={token.marginLG}>
      <Section title="Key skills and expertise">
        <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {assessment.keySkillsAndExpertise || 'No assessment could be made from this profile.'}
        </Typography.Paragraph>
        <Evidence evidence={assessment.evidence} />
      </Section>
      <Section title="Key skills">
        {assessment.keySkills.length === 0 ? (
          <Muted>No key skills found.</Muted>
        ) : (
          <ul
            aria-label="Key skills"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}
          >
            {assessment.keySkills.map((skill) => (
              <li key={skill}>
                <Tag style={{ margin: 0 }}>{skill}</Tag>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Flex>
  );
}
