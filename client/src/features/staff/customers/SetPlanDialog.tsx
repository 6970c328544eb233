import { Alert, App, DatePicker, Form, InputNumber, Radio, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormDialog } from '../../common/FormDialog';
import { AuditReasonField } from './AuditReasonField';
import { ADJUST_MAX, type PlanChoice, planCreditsProblem, planEndProblem, planEndsAt, planSetText } from './customerText';
import { useSetPlan } from './useCustomers';
import { problemRule } from '../../common/formRules';

interface PlanValues {
  plan: PlanChoice;
  endsOn: Dayjs | null;
  credits: number | null;
  reason: string;
}

type PlanUser = { id: string; email: string; plan: string; planExpiry: string | null };

function initialValues(user: PlanUser): PlanValues {
  const current = user.plan === 'enterprise' && user.planExpiry ? dayjs(user.planExpiry) : null;
  return {
    plan: 'enterprise',
    endsOn: current && planEndProblem(current) === null ? current : null,
    credits: 0,
    reason: '',
  };
}

/**
 * 'Set plan' and its dialog: Enterprise until a day (after today, at most 10 years ahead) with
 * credits added now (0 to 10,000), or back to Starter now; a reason is required either way (kept in
 * the audit log). The server's refusal is shown as it said it (CONFLICT while a Pro subscription
 * runs); after a success the dialog closes and the user's detail and credit history are fetched again.
 */
export function SetPlanButton({ user }: { user: PlanUser }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<PlanValues>();
  const { setPlan, loading } = useSetPlan();
  const plan = Form.useWatch('plan', form) ?? 'enterprise';

  const submit = async (values: PlanValues) => {
    const enterprise = values.plan === 'enterprise';
    const expiresAt = enterprise && values.endsOn ? planEndsAt(values.endsOn) : null;
    const credits = enterprise ? (values.credits ?? 0) : 0;
    await setPlan({ userId: user.id, plan: values.plan, expiresAt, credits, reason: values.reason.trim() });
    message.success(planSetText(user.email, values.plan, expiresAt, credits));
  };

  return (
    <FormDialog<PlanValues>
      opener="Set plan"
      title={`Set the plan of ${user.email}`}
      okText="Set plan"
      form={form}
      name="set-plan"
      initialValues={initialValues(user)}
      loading={loading}
      doing="Setting a plan"
      fallback="The plan could not be set. Check your connection and try again."
      onSubmit={submit}
    >
      {user.plan === 'pro' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: token.margin }}
          title="This account is on Pro"
          description="While its subscription runs the plan cannot be set by hand: it must end or be cancelled first."
        />
      )}
      <Form.Item label="Plan" name="plan" required>
        <Radio.Group>
          <Radio value="enterprise">Enterprise until a day you choose</Radio>
          <Radio value="starter">Back to Starter now</Radio>
        </Radio.Group>
      </Form.Item>
      {plan === 'enterprise' ? (
        <>
          <Form.Item
            label="Ends on"
            name="endsOn"
            required
            rules={[problemRule((v) => planEndProblem(v as Dayjs | null))]}
            extra="The plan runs to the end of this day; then the account is back on Starter."
          >
            <DatePicker
              format="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
              disabledDate={(day) => planEndProblem(day) !== null}
              style={{ width: '100%', maxWidth: 220 }}
            />
          </Form.Item>
          <Form.Item
            label="Credits to add"
            name="credits"
            required
            rules={[problemRule(planCreditsProblem)]}
            extra="Added now, with a row in their credit history (0 for none)."
          >
            <InputNumber min={0} max={ADJUST_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
        </>
      ) : (
        <Typography.Paragraph type="secondary">The account is on Starter from now on; it keeps its credits.</Typography.Paragraph>
      )}
      <AuditReasonField />
    </FormDialog>
  );
}
