import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Flex, Form, InputNumber, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { type StaffSettingsAllFragment, useStaffSettingsQuery } from '../../../graphql/generated';
import { handled } from '../../../lib/handled';
import { canManageStaff } from '../staffText';
import { useCurrentStaff } from '../accounts/useStaff';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { creditsText, formatAmount } from '../../payments/paymentText';
import { PackageDialog } from './PackageDialog';
import { ProviderBudgetsForm } from './ProviderBudgetsForm';
import { BONUS_MAX, optionalReason } from './settingsText';
import { SettingFormEnd } from './SettingFormEnd';
import { useSaveSignupBonus } from './useStaffSettings';

type Package = StaffSettingsAllFragment['packages'][number];

const READ_ONLY = 'Only a superadmin changes the settings.';

/** The sign-up bonus: the credits a new account gets (0 to 1,000), saved with an optional reason. */
function SignupBonus({ credits, editable }: { credits: number; editable: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ credits: number | null; reason: string }>();
  const { save, loading } = useSaveSignupBonus();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: { credits: number | null; reason: string }) => {
    setFailure(null);
    try {
      await save(values.credits ?? 0, optionalReason(values.reason));
      form.setFieldValue('reason', '');
      message.success(`Sign-up bonus saved: ${creditsText(values.credits ?? 0)}.`);
    } catch (error) {
      setFailure(serverMessage(error, 'The sign-up bonus could not be saved. Check your connection and try again.'));
    }
  };

  return (
    <Form
      form={form}
      name="signup-bonus"
      layout="vertical"
      initialValues={{ credits, reason: '' }}
      onFinish={(values) => handled(submit(values), 'Saving the sign-up bonus')}
      disabled={!editable || loading}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        label="Credits for a new account"
        name="credits"
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: BONUS_MAX,
            message: `Enter from 0 to ${BONUS_MAX.toLocaleString('en-US')} credits.`,
          },
        ]}
        extra="Once per mailbox; 0 gives none."
      >
        <InputNumber min={0} max={BONUS_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
      </Form.Item>
      <SettingFormEnd editable={editable} failure={failure} loading={loading} />
    </Form>
  );
}

/** The credit packages, by id: credits, price, 'Most Popular', on sale; Edit for superadmins. */
function Packages({ packages, editable, onEdit }: { packages: Package[]; editable: boolean; onEdit: (p: Package) => void }) {
  return (
    <Table<Package>
      rowKey="id"
      size="small"
      dataSource={packages}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No credit packages.' }}
      columns={[
        { title: 'Package', dataIndex: 'id', render: (v: number) => `Package ${v}` },
        { title: 'Credits', dataIndex: 'credits', align: 'right' },
        { title: 'Price', key: 'price', align: 'right', render: (_: unknown, p) => formatAmount(p.priceCents / 100, p.currency) },
        { title: 'Most Popular', dataIndex: 'popular', render: (v: boolean) => (v ? <Tag color="gold">Most Popular</Tag> : '—') },
        {
          title: 'On sale',
          dataIndex: 'active',
          render: (v: boolean) => <Badge status={v ? 'success' : 'default'} text={v ? 'On sale' : 'Off sale'} />,
        },
        ...(editable
          ? [
              {
                title: 'Action',
                key: 'action',
                render: (_: unknown, p: Package) => (
                  <Button size="small" aria-haspopup="dialog" aria-label={`Edit package ${p.id}`} onClick={() => onEdit(p)}>
                    Edit
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The staff settings: the credit packages and the sign-up bonus. A superadmin edits them (each
 * change answers the whole settings, which replace the page's); an admin reads them.
 */
export function StaffSettingsView() {
  const { token } = theme.useToken();
  const staff = useCurrentStaff();
  const editable = staff ? canManageStaff(staff.role) : false;
  const { data, loading, error, refetch } = useStaffSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const settings = data?.staffSettings;
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const heading = { margin: 0, fontSize: token.fontSizeHeading4 } as const;

  return (
    <QueryState
      loading={!settings && loading}
      failed={!settings && Boolean(error)}
      loadingView={{ skeleton: { label: 'Loading the settings', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The settings could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={{ icon: <SettingOutlined aria-hidden />, description: 'No settings.' }}
    >
      {settings && (
        <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
          {!editable && <Alert type="info" showIcon title={READ_ONLY} />}
          <Card
            title={<h2 style={heading}>Credit packages</h2>}
            extra={
              editable && (
                <Button type="primary" icon={<PlusOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setEditing('new')}>
                  Add package
                </Button>
              )
            }
            styles={{ body: { minWidth: 0 } }}
          >
            <Typography.Paragraph type="secondary">
              What users can buy. Orders made before a change keep their price and credits.
            </Typography.Paragraph>
            <Packages packages={settings.packages} editable={editable} onEdit={setEditing} />
          </Card>
          <Card title={<h2 style={heading}>Sign-up bonus</h2>}>
            <SignupBonus key={settings.signupBonusCredits} credits={settings.signupBonusCredits} editable={editable} />
          </Card>
          <Card title={<h2 style={heading}>Provider budgets</h2>}>
            <Typography.Paragraph type="secondary">
              What look-ups outside the index (People Data Labs, Hunter) may cost, in each provider&apos;s credits. Calls and their cost are
              on the Providers page.
            </Typography.Paragraph>
            <ProviderBudgetsForm
              key={`${settings.providerUserDailyBudget}-${settings.providerMonthlyBudget}`}
              userDaily={settings.providerUserDailyBudget}
              monthly={settings.providerMonthlyBudget}
              editable={editable}
            />
          </Card>
          {editable && <PackageDialog editing={editing} onClose={() => setEditing(null)} />}
        </Flex>
      )}
    </QueryState>
  );
}
