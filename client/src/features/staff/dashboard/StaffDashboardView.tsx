import { BarChartOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Collapse, DatePicker, Flex, Row, Skeleton, Statistic, Table, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useId, useState } from 'react';
import { type StaffDashboardQuery, useStaffDashboardQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { MrrCard } from '../subscriptions/SubscriptionFigures';
import { daysInRange, defaultRange, METRICS, metricText, rangeProblem } from './dashboardText';

// The chart library loads with the charts only (see DashboardCharts.tsx).
const DashboardCharts = lazy(() => import('./DashboardCharts'));

type Day = StaffDashboardQuery['staffFigures']['days'][number];

/** The six totals of the range, as numbers. */
function Totals({ totals }: { totals: StaffDashboardQuery['staffFigures']['totals'] }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[token.margin, token.margin]} role="list" aria-label="Totals of the range">
      {METRICS.map(({ key, label }) => (
        <Col key={key} xs={12} md={8} xl={4} role="listitem">
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={label} value={metricText(key, totals[key])} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Every day's figures as a table (the charts' numbers), newest day first. */
function DailyTable({ days }: { days: readonly Day[] }) {
  return (
    <Table<Day>
      rowKey="date"
      size="small"
      dataSource={[...days].reverse()}
      pagination={days.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Day (UTC)', dataIndex: 'date', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
        ...METRICS.map(({ key, label }) => ({
          title: label,
          dataIndex: key,
          align: 'right' as const,
          render: (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{metricText(key, v)}</span>,
        })),
      ]}
    />
  );
}

/**
 * The staff dashboard: a range of UTC days (the last 30 by default, at most 366), its six totals,
 * the monthly recurring revenue of Pro now (MRR, whatever the days), charts of the daily figures,
 * and the same figures as a table under 'Daily figures'.
 */
export function StaffDashboardView() {
  const { token } = theme.useToken();
  const pickerId = useId();
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const problem = rangeProblem(range.from, range.to);
  const { data, previousData, loading, error, refetch } = useStaffDashboardQuery({
    variables: range,
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.staffFigures;
  const days = shown?.days ?? [];
  const quiet = shown ? METRICS.every(({ key }) => shown.totals[key] === 0) : false;

  const onRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    if (!values?.[0] || !values[1]) {
      setRange(defaultRange(new Date()));
      return;
    }
    setRange({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') });
  };

  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS} style={{ maxWidth: 420 }}>
        <label htmlFor={pickerId}>Days (UTC)</label>
        <DatePicker.RangePicker
          id={pickerId}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={onRange}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {problem ?? `${daysInRange(range.from, range.to)} days, ${range.from} to ${range.to}`}
        </Typography.Text>
      </Flex>
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : (
        <QueryState
          loading={!shown && loading}
          failed={!shown && Boolean(error)}
          loadingView={{ skeleton: { label: 'Loading the figures', rows: 6 } }}
          errorView={{
            as: 'h2',
            title: 'The figures could not be loaded',
            message: serverMessage(error, 'Check your connection and try again.'),
            onRetry: refetch,
          }}
        >
          {shown && (
            <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }} aria-busy={loading}>
              <section aria-labelledby={`${pickerId}-totals`}>
                <Typography.Title level={2} id={`${pickerId}-totals`} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
                  Totals, {shown.from} to {shown.to}
                </Typography.Title>
                <Totals totals={shown.totals} />
              </section>
              <section aria-labelledby={`${pickerId}-now`}>
                <Typography.Title level={2} id={`${pickerId}-now`} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
                  Pro subscriptions now
                </Typography.Title>
                <Row gutter={[token.margin, token.margin]}>
                  <Col xs={24} sm={12} md={8}>
                    <MrrCard />
                  </Col>
                </Row>
              </section>
              {error && <Alert type="error" showIcon title={serverMessage(error, 'The figures could not be refreshed.')} />}
              <section aria-labelledby={`${pickerId}-daily`} style={{ minWidth: 0 }}>
                <Typography.Title level={2} id={`${pickerId}-daily`} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
                  Day by day
                </Typography.Title>
                {quiet ? (
                  <Flex vertical align="center" gap={token.marginXS} style={{ padding: token.paddingLG }}>
                    <BarChartOutlined aria-hidden style={{ fontSize: token.fontSizeHeading2, color: token.colorTextTertiary }} />
                    <Typography.Text type="secondary">Nothing happened in these days: every figure is zero.</Typography.Text>
                  </Flex>
                ) : (
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                    <DashboardCharts days={days} />
                  </Suspense>
                )}
              </section>
              <Collapse
                items={[
                  {
                    key: 'daily',
                    label: 'Daily figures (table)',
                    children: <DailyTable days={days} />,
                  },
                ]}
              />
            </Flex>
          )}
        </QueryState>
      )}
    </Flex>
  );
}
