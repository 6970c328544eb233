import { Alert, Button, Flex, Form, Input, theme } from 'antd';

/**
 * The end of a settings form: the optional reason kept in the audit log, what went wrong, and the
 * submit button; the reason and the button only for those who may change the setting.
 */
export function SettingFormEnd({
  editable,
  failure,
  loading,
  submitLabel = 'Save',
}: {
  editable: boolean;
  failure: string | null;
  loading: boolean;
  submitLabel?: string;
}) {
  const { token } = theme.useToken();
  return (
    <>
      {editable && (
        <Form.Item label="Reason (optional)" name="reason" extra="Kept in the audit log.">
          <Input maxLength={500} />
        </Form.Item>
      )}
      <Flex vertical gap={token.margin} align="flex-start">
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {editable && (
          <Button type="primary" htmlType="submit" loading={loading}>
            {submitLabel}
          </Button>
        )}
      </Flex>
    </>
  );
}
