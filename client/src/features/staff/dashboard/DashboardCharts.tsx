import { Column, Line } from '@ant-design/plots';
import { Card, Col, Row, theme } from 'antd';
import type { StaffDashboardQuery } from '../../../graphql/generated';
import { chartPoints, isDarkColor } from './dashboardText';

type Day = StaffDashboardQuery['staffFigures']['days'][number];

/**
 * The dashboard's charts (@ant-design/plots, loaded only with this file: the dashboard imports it
 * lazily, so neither the public pages nor the rest of the staff area carry the chart library).
 * The charts are pictures of figures the page also gives as numbers (the totals and the daily
 * table), so each is labelled for assistive technology and says where the numbers are.
 */
export default function DashboardCharts({ days }: { days: readonly Day[] }) {
  const { token } = theme.useToken();
  // The charts follow the app's theme: G2's dark theme on a dark background.
  const chartTheme = isDarkColor(token.colorBgContainer) ? 'classicDark' : 'classic';
  const heading = { margin: 0, fontSize: token.fontSizeHeading5 } as const;
  const chart = (label: string) =>
    ({ role: 'img', 'aria-label': `${label}; the figures are in the table of daily figures below.` }) as const;
  return (
    <Row gutter={[token.margin, token.margin]}>
      <Col xs={24} xl={12}>
        <Card title={<h3 style={heading}>Users and activity per day</h3>}>
          <div {...chart('Line chart of sign-ups, active users, searches and reveals per day')}>
            <Line
              data={chartPoints(days, ['signUps', 'activeUsers', 'searches', 'reveals'])}
              xField="date"
              yField="value"
              colorField="series"
              height={280}
              autoFit
              theme={chartTheme}
            />
          </div>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={<h3 style={heading}>Credits sold per day</h3>}>
          <div {...chart('Column chart of credits sold per day')}>
            <Column data={chartPoints(days, ['creditsSold'])} xField="date" yField="value" height={280} autoFit theme={chartTheme} />
          </div>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={<h3 style={heading}>Revenue per day ($)</h3>}>
          <div {...chart('Column chart of revenue in dollars per day')}>
            <Column data={chartPoints(days, ['revenueCents'])} xField="date" yField="value" height={280} autoFit theme={chartTheme} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
