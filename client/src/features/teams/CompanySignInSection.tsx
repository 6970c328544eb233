import { Alert, Descriptions, type DescriptionsProps, Flex, Grid, Popconfirm, Switch, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { MyTeamFieldsFragment } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { allowedDomainsText, providerCoversDomains, signInRuleText } from './teamText';
import type { useTeamActions } from './useTeamActions';

type Actions = ReturnType<typeof useTeamActions>;

/**
 * Company sign-in (owners and admins): the team's domains, the provider this server has, and the
 * switch that makes members sign in only through it. Turning it on is confirmed first (members
 * signed in another way are signed out); the server refuses unless the provider vouches for the
 * team's domains, every member is at them and the caller signed in through it, and its reason
 * stays on the page. Without a provider on this server: says so.
 */
export function CompanySignInSection({ team, actions }: { team: MyTeamFieldsFragment; actions: Actions }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const switchId = useId();
  const ruleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const provider = team.companySignIn;
  const domains = team.domains.length > 0 ? team.domains.join(', ') : 'None';

  if (!provider) {
    return (
      <Flex vertical gap={token.marginSM}>
        <Typography.Text>{`Your team's domains: ${domains}.`}</Typography.Text>
        <Typography.Text style={{ color: token.colorTextSecondary }}>
          Company sign-in is not set up on this server, so your team cannot require it. Members sign in with an e-mail code or a social
          account.
        </Typography.Text>
      </Flex>
    );
  }

  const change = (requireSso: boolean) => {
    setRefusal(null);
    handled(actions.setRequireSso(requireSso, provider.name, setRefusal), 'Changing the sign-in rule');
  };

  const items: DescriptionsProps['items'] = [
    { key: 'domains', label: "Your team's domains", children: domains },
    { key: 'provider', label: 'Company provider', children: provider.name },
    { key: 'vouches', label: `${provider.name} signs in`, children: allowedDomainsText(provider.allowedDomains) },
    { key: 'rule', label: 'Sign-in rule', children: team.requireSso ? 'Required for every member' : 'Not required' },
  ];

  const toggle = (
    <Switch
      id={switchId}
      aria-describedby={ruleId}
      checked={team.requireSso}
      loading={actions.pending === 'sso'}
      disabled={actions.pending !== null && actions.pending !== 'sso'}
      // Turning it on goes through the confirmation around the switch; turning it off is at once.
      onChange={(checked) => {
        if (!checked) change(false);
      }}
    />
  );

  return (
    <Flex vertical gap={token.margin}>
      <Descriptions size="small" column={screens.md ? 2 : 1} layout={screens.sm ? 'horizontal' : 'vertical'} items={items} />
      <Flex align="center" gap={token.marginSM} wrap>
        {team.requireSso ? (
          toggle
        ) : (
          <Popconfirm
            title={`Require sign-in with ${provider.name}?`}
            description={
              <div style={{ maxWidth: 340 }}>
                Members signed in another way are signed out now, and from then on sign in only with {provider.name}. API keys keep working.
              </div>
            }
            okText="Require it"
            cancelText="Cancel"
            disabled={actions.pending !== null}
            onConfirm={() => change(true)}
          >
            {toggle}
          </Popconfirm>
        )}
        <label htmlFor={switchId}>{`Require sign-in with ${provider.name}`}</label>
      </Flex>
      <Typography.Text id={ruleId} style={{ color: token.colorTextSecondary }}>
        {signInRuleText(team.requireSso, provider.name)}
      </Typography.Text>
      {!team.requireSso && !providerCoversDomains(provider.allowedDomains, team.domains) && (
        <Alert
          type="info"
          showIcon
          title={`${provider.name} signs in only addresses at ${allowedDomainsText(provider.allowedDomains)}, so it cannot be required for your team's domains.`}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          title="The sign-in rule was not changed"
          description={refusal}
          closable={{ 'aria-label': 'Dismiss', onClose: () => setRefusal(null) }}
        />
      )}
    </Flex>
  );
}
