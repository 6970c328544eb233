import { Flex, Tag, Typography, theme } from 'antd';
import type { JourneyCredentialFragment, JourneyRoleFragment, JourneyTabFragment } from '../../graphql/generated';
import { Muted, Section } from './Section';

function Role({ role }: { role: JourneyRoleFragment }) {
  const { token } = theme.useToken();
  const place = [role.location, role.industry].filter(Boolean).join(' · ');
  return (
    <li
      style={{
        position: 'relative',
        paddingInlineStart: token.paddingLG,
        paddingBottom: token.padding,
        borderInlineStart: `2px solid ${role.current ? token.colorPrimary : token.colorBorderSecondary}`,
        minWidth: 0,
      }}
    >
      <Flex wrap align="baseline" gap={token.marginXS}>
        {/* An imported job may lack its title or its company: no separator then. */}
        {role.title && (
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {role.title}
          </Typography.Text>
        )}
        {role.title && role.company && (
          <span aria-hidden style={{ color: token.colorTextSecondary }}>
            ·
          </span>
        )}
        {role.company && <span style={{ overflowWrap: 'anywhere' }}>{role.company}</span>}
        {role.current && (
          <Tag color="green" style={{ margin: 0 }}>
            Current
          </Tag>
        )}
      </Flex>
      {role.tenure && (
        <div>
          <Muted>{role.tenure}</Muted>
        </div>
      )}
      {place && (
        <div>
          <Muted small>{place}</Muted>
        </div>
      )}
      {role.summary && (
        <Typography.Paragraph style={{ margin: `${token.marginXXS}px 0 0`, overflowWrap: 'anywhere' }}>{role.summary}</Typography.Paragraph>
      )}
    </li>
  );
}

function Credential({ credential }: { credential: JourneyCredentialFragment }) {
  const degree = [credential.degrees.join(', '), credential.field].filter(Boolean).join(' in ');
  const small = [credential.tenure, credential.location].filter(Boolean).join(' · ');
  return (
    <li style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {credential.school}
      </Typography.Text>
      {degree && <div style={{ overflowWrap: 'anywhere' }}>{degree}</div>}
      {small && (
        <div>
          <Muted small>{small}</Muted>
        </div>
      )}
      {credential.summary && (
        <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{credential.summary}</Typography.Paragraph>
      )}
    </li>
  );
}

/**
 * 'Professional Journey' (docs/product-spec.md §2): the summary, the work experience (newest first, with
 * tenure) and the academic credentials. It reads the analysis's journey when there is one and the
 * profile's own roles and credentials when there is not (an expired plan has no analysis).
 */
export function JourneyTab({ profile }: { profile: JourneyTabFragment }) {
  const { token } = theme.useToken();
  const journey = profile.analysis?.professionalJourney;
  const overview = journey?.profileSummary.trim() ?? '';
  const about = profile.summary.trim();
  const roles = journey?.workExperiences ?? profile.workExperiences;
  const credentials = journey?.academicCredentials ?? profile.academicCredentials;

  return (
    <Flex vertical gap={token.marginLG}>
      <Section title="Summary">
        {overview || about ? (
          <Flex vertical gap={token.marginXS}>
            {overview && <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{overview}</Typography.Paragraph>}
            {about && about !== overview && (
              <Typography.Paragraph style={{ margin: 0, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
                {overview ? <>In their words: {about}</> : about}
              </Typography.Paragraph>
            )}
          </Flex>
        ) : (
          <Muted>No summary on this profile.</Muted>
        )}
      </Section>
      <Section title="Work experience">
        {roles.length === 0 ? (
          <Muted>No work experience listed.</Muted>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {roles.map((role, i) => (
              <Role key={`${role.company}|${role.title}|${role.start}|${i}`} role={role} />
            ))}
          </ol>
        )}
      </Section>
      <Section title="Academic credentials">
        {credentials.length === 0 ? (
          <Muted>No academic credentials listed.</Muted>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin }}>
            {credentials.map((c, i) => (
              <Credential key={`${c.school}|${c.start}|${i}`} credential={c} />
            ))}
          </ul>
        )}
      </Section>
    </Flex>
  );
}
