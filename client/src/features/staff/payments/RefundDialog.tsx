import { Alert, App, Button, Flex, Form, Input, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { type StaffOrderRowFragment as Order, useRefundOrderMutation } from '../../../graphql/generated';
import { handled } from '../../../lib/handled';
import { useAutoFocus } from '../../../lib/useAutoFocus';
import { serverMessage } from '../../common/errors';
import { adjustReasonProblem, REASON_MAX } from '../customers/customerText';
import { refundConsequence } from './staffOrderText';

/**
 * 'Refund' on a completed order: a dialog saying what happens in plain words, a required reason
 * (kept in the audit log), and after the refund the server's own summary of what moved. The
 * refunded order (its id) updates its row in the cache. Refusals are the server's words.
 */
export function RefundDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ reason: string }>();
  const [refund, { loading }] = useRefundOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const focusRef = useAutoFocus(order !== null);

  const close = () => {
    onClose();
    setFailure(null);
    setSummary(null);
    form.resetFields();
  };

  const submit = async ({ reason }: { reason: string }) => {
    if (!order) return;
    setFailure(null);
    try {
      const { data } = await refund({ variables: { orderId: order.id, reason: reason.trim() } });
      const done = data?.refundOrder;
      setSummary(done?.refundSummary ?? 'The order was refunded.');
      message.success(`Order refunded for ${order.user.email}.`);
    } catch (error) {
      setFailure(serverMessage(error, 'The order could not be refunded. Check your connection and try again.'));
    }
  };

  return (
    <Modal
      open={order !== null}
      title="Refund this order?"
      onCancel={close}
      destroyOnHidden
      footer={
        summary
          ? [
              <Button key="close" type="primary" onClick={close}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button key="ok" type="primary" danger loading={loading} onClick={() => form.submit()}>
                Refund the order
              </Button>,
            ]
      }
    >
      {summary ? (
        <Alert type="success" showIcon role="status" title="Refunded" description={summary} />
      ) : (
        order && (
          <Flex vertical gap={token.margin}>
            <Typography.Paragraph style={{ margin: 0 }}>{refundConsequence(order)}</Typography.Paragraph>
            <Form<{ reason: string }>
              form={form}
              name="refund-order"
              layout="vertical"
              requiredMark
              onFinish={(values) => handled(submit(values), 'Refunding an order')}
              disabled={loading}
            >
              <Form.Item
                label="Reason"
                name="reason"
                required
                extra="Kept in the audit log."
                rules={[
                  {
                    validator: (_: unknown, value: unknown) => {
                      const problem = adjustReasonProblem(value);
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={REASON_MAX} showCount ref={focusRef} />
              </Form.Item>
              {failure && <Alert type="error" showIcon role="alert" title={failure} />}
            </Form>
          </Flex>
        )
      )}
    </Modal>
  );
}
