import { theme } from 'antd';
import type { EvidenceFragment } from '../../graphql/generated';
import { evidenceRoleLine, formatMonth } from './format';

/**
 * What a score or claim rests on, compactly: a 'Based on …' line that opens (native details, so
 * it works with the keyboard and screen readers without script) to the roles, each as
 * 'title · company · start – end', exactly as they appear in the work experience.
 */
export function Evidence({ evidence }: { evidence: EvidenceFragment }) {
  const { token } = theme.useToken();
  const { roles, from, to } = evidence;
  const period =
    from && to ? (from === to ? formatMonth(from) : `${formatMonth(from)} – ${formatMonth(to)}`) : from ? `from ${formatMonth(from)}` : '';
  const text = { color: token.colorTextSecondary, fontSize: token.fontSizeSM };

  if (roles.length === 0) {
    return <div style={{ ...text, marginTop: token.marginXXS }}>Based on the profile as a whole{period ? ` · ${period}` : ''}</div>;
  }
  return (
    <details style={{ ...text, marginTop: token.marginXXS, minWidth: 0 }}>
      <summary style={{ cursor: 'pointer', overflowWrap: 'anywhere' }}>
        Based on {roles.length} {roles.length === 1 ? 'role' : 'roles'}
        {period ? ` · ${period}` : ''}
      </summary>
      <ul style={{ margin: `${token.marginXXS}px 0 0`, paddingInlineStart: token.paddingLG, display: 'grid', gap: 2 }}>
        {roles.map((role, i) => (
          <li key={`${role.title}|${role.company}|${role.start}|${i}`} style={{ overflowWrap: 'anywhere' }}>
            {evidenceRoleLine(role)}
          </li>
        ))}
      </ul>
    </details>
  );
}
