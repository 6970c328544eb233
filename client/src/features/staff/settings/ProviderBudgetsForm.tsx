import { App, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { optionalReason, PROVIDER_BUDGET_MAX } from './settingsText';
import { SettingFormEnd } from './SettingFormEnd';
import { useSaveProviderBudgets } from './useStaffSettings';

interface Values {
  userDaily: number | null;
  monthly: number | null;
  reason: string;
}

const RANGE = `Enter from 0 to ${PROVIDER_BUDGET_MAX.toLocaleString('en-US')} credits.`;

/**
 * What live people-data providers (People Data Labs, Hunter) may cost, in each provider's credits:
 * per user per UTC day and for the whole service per UTC month. Until a superadmin saves them here,
 * the PROVIDER_* configuration applies; they apply from the next provider call.
 */
export function ProviderBudgetsForm({ userDaily, monthly, editable }: { userDaily: number; monthly: number; editable: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { save, loading } = useSaveProviderBudgets();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await save(values.userDaily ?? 0, values.monthly ?? 0, optionalReason(values.reason));
      form.setFieldValue('reason', '');
      message.success('Provider budgets saved.');
    } catch (error) {
      setFailure(serverMessage(error, 'The provider budgets could not be saved. Check your connection and try again.'));
    }
  };

  const budget = { required: true, type: 'integer' as const, min: 0, max: PROVIDER_BUDGET_MAX, message: RANGE };
  return (
    <Form
      form={form}
      name="provider-budgets"
      aria-label="Provider budgets"
      layout="vertical"
      initialValues={{ userDaily, monthly, reason: '' }}
      onFinish={(values) => handled(submit(values), 'Saving the provider budgets')}
      disabled={!editable || loading}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        label="Per user per day"
        name="userDaily"
        rules={[budget]}
        extra="Look-ups one user may cost per UTC day, per provider. Past it, they are told to try tomorrow; 0 stops them."
      >
        <InputNumber min={0} max={PROVIDER_BUDGET_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        label="For the service per month"
        name="monthly"
        rules={[budget]}
        extra="What the whole service may spend per UTC month, per provider. Past it, look-ups pause until next month."
      >
        <InputNumber min={0} max={PROVIDER_BUDGET_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
      </Form.Item>
      <SettingFormEnd editable={editable} failure={failure} loading={loading} submitLabel="Save budgets" />
    </Form>
  );
}
