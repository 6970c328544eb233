import { Alert, App, Button, Flex, Form, theme } from 'antd';
import { useState } from 'react';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { type AdjustDirection, adjustedText, adjustmentAmount } from './customerText';
import { CreditChangeFields } from './CreditChangeFields';
import { AuditReasonField } from './AuditReasonField';
import { useAdjustCredits } from './useCustomers';

interface AdjustValues {
  direction: AdjustDirection;
  credits: number | null;
  reason: string;
}

/**
 * 'Adjust credits': Grant or Remove, a number of credits (1 to 10,000) and a required reason (kept
 * in the audit log). The server's refusal (more than the user has, a rule of the server) is shown
 * under the form; a success says what moved, and the balances and ledger are fetched again.
 */
export function AdjustCreditsForm({ user }: { user: { id: string; email: string; remainingCredits: number } }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<AdjustValues>();
  const { adjust, loading } = useAdjustCredits();
  const [failure, setFailure] = useState<string | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'grant';

  const submit = async (values: AdjustValues) => {
    setFailure(null);
    const amount = adjustmentAmount(values.direction, values.credits ?? 0);
    try {
      await adjust(user.id, amount, values.reason.trim());
      form.resetFields();
      message.success(adjustedText(amount, user.email));
    } catch (error) {
      setFailure(serverMessage(error, 'The credits could not be adjusted. Check your connection and try again.'));
    }
  };

  return (
    <Form<AdjustValues>
      form={form}
      name="adjust-credits"
      layout="vertical"
      requiredMark
      initialValues={{ direction: 'grant', credits: null, reason: '' }}
      onFinish={(values) => handled(submit(values), 'Adjusting credits')}
      disabled={loading}
      style={{ maxWidth: 480 }}
    >
      <CreditChangeFields grantLabel="Grant credits" removing={direction === 'remove'} left={`They have ${user.remainingCredits} left.`} />
      <AuditReasonField />
      <Flex vertical gap={token.margin} align="flex-start">
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        <Button type="primary" htmlType="submit" loading={loading}>
          {direction === 'remove' ? 'Remove credits' : 'Grant credits'}
        </Button>
      </Flex>
    </Form>
  );
}
