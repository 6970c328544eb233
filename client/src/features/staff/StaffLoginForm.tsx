import { Alert, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import { serverMessage } from '../common/errors';
import { loginErrorText, STAFF_TEXT } from './staffText';
import { useStaffLogin } from './accounts/useStaff';

interface LoginValues {
  login: string;
  password: string;
}

/** Where to go after signing in: back to the staff page the guard sent the browser here from, else the staff dashboard. */
function afterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin/dashboard';
}

/**
 * The staff login form (docs/product-spec.md §2 and §4): 'Email or Username' and 'Password'; submitting
 * shows a loading overlay, then goes to /admin/dashboard. A refusal shows the server's message
 * ('Login failed' when there is none) above the button, and the password is cleared.
 */
export function StaffLoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { signIn, loading } = useStaffLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ login, password }: LoginValues) => {
    setFailure(null);
    try {
      await signIn(login, password);
      navigate(afterSignIn(location.state), { replace: true });
    } catch (error) {
      setFailure(loginErrorText(serverMessage(error, '')));
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => handled(submit(values), 'Signing in to the staff area')}
      disabled={loading}
    >
      <Form.Item
        label={STAFF_TEXT.loginField}
        name="login"
        rules={[{ required: true, whitespace: true, message: 'Please enter your e-mail or username.' }]}
      >
        <Input size="large" autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus />
      </Form.Item>
      <Form.Item label={STAFF_TEXT.passwordField} name="password" rules={[{ required: true, message: 'Please enter your password.' }]}>
        <Input.Password size="large" autoComplete="current-password" />
      </Form.Item>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {STAFF_TEXT.loginButton}
      </Button>
      <Spin fullscreen spinning={loading} tip={STAFF_TEXT.signingIn} />
    </Form>
  );
}
