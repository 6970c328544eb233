import { ApiOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Grid, Segmented, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useProviderUsageQuery, type ProviderUsageQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { dayLine, monthSpent, percent, providerLabel } from './providersText';

type Day = ProviderUsageQuery['providerUsage']['days'][number];

const RANGES = [
  { label: '7 days', value: 7 },
  { label: '30 days', value: 30 },
  { label: '90 days', value: 90 },
];

/**
 * Live people-data providers: which are configured, each one's month so far against the budget and
 * whether its circuit is open, then per UTC day the calls, cached answers (hit rate), errors, calls
 * held back and cost. Below 600 px the days become a list.
 */
export function ProviderUsageTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [days, setDays] = useState(30);
  const { data, previousData, loading, error, refetch } = useProviderUsageQuery({ variables: { days }, fetchPolicy: 'cache-and-network' });
  const usage = (data ?? previousData)?.providerUsage;
  const rows = usage?.days ?? [];

  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <QueryState
        loading={!usage && loading}
        failed={!usage && Boolean(error)}
        loadingView={{ skeleton: { label: 'Loading the providers', rows: 4 } }}
        errorView={{
          as: 'h2',
          title: 'The providers could not be loaded',
          message: serverMessage(error, 'Check your connection and try again.'),
          onRetry: refetch,
        }}
      >
        {usage && (
          <>
            {usage.configured.length === 0 && (
              <Alert
                type="info"
                showIcon
                message="No live provider is configured"
                description="The index alone answers. Set PDL_API_KEY to open LinkedIn links the index does not hold and to refresh people from People Data Labs."
              />
            )}
            <Flex gap={token.margin} wrap>
              {usage.providers.map((p) => (
                <Card
                  key={p.provider}
                  size="small"
                  role="region"
                  aria-label={providerLabel(p.provider)}
                  style={{ flex: '1 1 260px', minWidth: 0 }}
                  title={providerLabel(p.provider)}
                >
                  <Flex vertical gap={token.marginXS}>
                    <span>
                      {usage.configured.includes(p.provider) ? <Tag color="green">Configured</Tag> : <Tag>Not configured</Tag>}
                      {p.circuitOpen && <Tag color="red">Circuit open: not called</Tag>}
                    </span>
                    <span>{monthSpent(p.spentThisMonth, usage.monthlyBudget)}</span>
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      Each user may spend {usage.userDailyBudget} a day.
                    </Typography.Text>
                  </Flex>
                </Card>
              ))}
            </Flex>
            <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
                Calls per day
              </Typography.Title>
              <Segmented aria-label="Days shown" options={RANGES} value={days} onChange={(v) => setDays(Number(v))} />
            </Flex>
            <QueryState
              empty={rows.length === 0}
              emptyView={{
                icon: <ApiOutlined aria-hidden />,
                title: 'No calls in these days',
                description: 'Calls to live providers are counted here.',
              }}
            >
              {!screens.sm ? (
                <RowCards
                  label="Calls per day"
                  items={rows}
                  rowKey={(d) => `${d.day}-${d.provider}`}
                  render={(d: Day) => (
                    <>
                      <Typography.Text strong>
                        {d.day} · {providerLabel(d.provider)}
                      </Typography.Text>
                      <span>{dayLine(d)}</span>
                    </>
                  )}
                />
              ) : (
                <Table<Day>
                  rowKey={(d) => `${d.day}-${d.provider}`}
                  size="small"
                  dataSource={rows}
                  pagination={rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
                  columns={[
                    { title: 'Day (UTC)', dataIndex: 'day' },
                    { title: 'Provider', dataIndex: 'provider', render: (v: string) => providerLabel(v) },
                    { title: 'Calls', dataIndex: 'calls', align: 'right' },
                    { title: 'Cached', dataIndex: 'cached', align: 'right' },
                    { title: 'Hit rate', dataIndex: 'hitRate', align: 'right', render: (v: number) => percent(v) },
                    { title: 'Errors', dataIndex: 'errors', align: 'right' },
                    { title: 'Held back', dataIndex: 'heldBack', align: 'right' },
                    { title: 'Credits', dataIndex: 'cost', align: 'right' },
                  ]}
                />
              )}
            </QueryState>
          </>
        )}
      </QueryState>
    </Flex>
  );
}
