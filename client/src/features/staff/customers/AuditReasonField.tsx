import { Form, Input } from 'antd';
import { problemRule } from '../../common/formRules';
import { adjustReasonProblem, REASON_MAX } from './customerText';

/** The required reason of a staff change to an account or a team (a plan, credits, seats), kept in the audit log. */
export function AuditReasonField() {
  return (
    <Form.Item label="Reason" name="reason" required rules={[problemRule(adjustReasonProblem)]} extra="Kept in the audit log.">
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={REASON_MAX} showCount />
    </Form.Item>
  );
}
