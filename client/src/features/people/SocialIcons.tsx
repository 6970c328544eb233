import {
  BehanceOutlined,
  DribbbleOutlined,
  FacebookFilled,
  GithubOutlined,
  GitlabOutlined,
  GlobalOutlined,
  InstagramOutlined,
  LinkedinFilled,
  MediumOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { ComponentType } from 'react';
import { TIMINGS } from '../../lib/theme';
import type { SocialIconFragment as Social } from '../../graphql/generated';

const NETWORKS: Record<string, { name: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }> = {
  linkedin: { name: 'LinkedIn', Icon: LinkedinFilled },
  github: { name: 'GitHub', Icon: GithubOutlined },
  gitlab: { name: 'GitLab', Icon: GitlabOutlined },
  twitter: { name: 'X (Twitter)', Icon: XOutlined },
  x: { name: 'X', Icon: XOutlined },
  facebook: { name: 'Facebook', Icon: FacebookFilled },
  instagram: { name: 'Instagram', Icon: InstagramOutlined },
  youtube: { name: 'YouTube', Icon: YoutubeFilled },
  medium: { name: 'Medium', Icon: MediumOutlined },
  dribbble: { name: 'Dribbble', Icon: DribbbleOutlined },
  behance: { name: 'Behance', Icon: BehanceOutlined },
};

function networkOf(network: string) {
  return NETWORKS[network.trim().toLowerCase()] ?? { name: network, Icon: GlobalOutlined };
}

/**
 * The person's social profiles, one icon per network (the server has already removed duplicate
 * networks, compared case-insensitively). A profile with an address is a link that opens in a
 * new tab; one without is an icon naming the network and the username.
 */
export function SocialIcons({ profiles, personName }: { profiles: Social[]; personName: string }) {
  const { token } = theme.useToken();
  if (profiles.length === 0) return null;
  const box = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: token.controlHeight,
    height: token.controlHeight,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    fontSize: token.fontSizeLG,
  } as const;
  return (
    <ul
      aria-label="Social profiles"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}
    >
      {profiles.map((p) => {
        const { name, Icon } = networkOf(p.network);
        const label = `${name}: ${p.username}`;
        return (
          <li key={p.network.toLowerCase()}>
            <Tooltip title={label} mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
              {p.url ? (
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${personName} on ${name} (opens in a new tab)`}
                  style={{ ...box, color: token.colorText }}
                >
                  <Icon aria-hidden />
                </a>
              ) : (
                <span role="img" aria-label={label} style={{ ...box, color: token.colorTextSecondary }}>
                  <Icon aria-hidden />
                </span>
              )}
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
