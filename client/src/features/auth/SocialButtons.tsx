import { GoogleOutlined, LinkedinFilled } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { TIMINGS } from '../../lib/theme';
import { useAuthProvidersQuery } from '../../graphql/generated';

const ICONS: Record<string, React.ReactNode> = { google: <GoogleOutlined />, linkedin: <LinkedinFilled /> };

/**
 * The Google and LinkedIn buttons. The server says which providers it can use; one that is not
 * configured is shown disabled, with a tooltip saying so, rather than pretending to work.
 */
export function SocialButtons() {
  const { data, loading } = useAuthProvidersQuery();
  const providers = data?.authProviders ?? [
    { __typename: 'AuthProviderInfo' as const, id: 'google', name: 'Google', configured: false },
    { __typename: 'AuthProviderInfo' as const, id: 'linkedin', name: 'LinkedIn', configured: false },
  ];
  return (
    <Flex vertical gap={8}>
      {providers.map((p) => {
        const label = `Continue with ${p.name}`;
        const note = `${p.name} sign-in is not configured on this server`;
        const button = (
          <Button
            block
            size="large"
            icon={ICONS[p.id]}
            disabled={loading || !p.configured}
            aria-label={p.configured ? label : `${label} (${note})`}
          >
            {label}
          </Button>
        );
        return p.configured ? (
          <div key={p.id}>{button}</div>
        ) : (
          <Tooltip key={p.id} title={note} mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
            {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
            <span style={{ display: 'block' }}>{button}</span>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
