import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { handled } from '../../../lib/handled';
import { useAutoFocus } from '../../../lib/useAutoFocus';
import type { StaffRole } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { grantableRoles, type NewStaffAccountField, newStaffAccountFieldProblem, roleLabel, STAFF_TEXT } from '../staffText';
import { useCreateStaffAccount } from './useStaff';

interface NewStaffAccountValues {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** An antd rule from the pure check of one field. */
function check(field: NewStaffAccountField) {
  return {
    validator: (_: unknown, value: unknown) => {
      const problem = newStaffAccountFieldProblem(field, value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/**
 * 'Add Admin User' (docs/product-spec.md §2, §4 and §5): a button opening a dialog with Username, Email
 * (e-mail type), Password and Role, all required; the roles offered are never above the adder's own.
 * Submitting creates the account, closes the dialog and re-fetches the list. A refusal (a name or
 * e-mail already taken, a rule of the server) is shown in the dialog, which stays open (the spec
 * closed it silently).
 */
export function AddStaffAccountDialog({ actorRole }: { actorRole: StaffRole }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewStaffAccountValues>();
  const { createStaffAccount, loading } = useCreateStaffAccount();
  const [open, setOpen] = useState(false);
  const focusRef = useAutoFocus(open);
  const [failure, setFailure] = useState<string | null>(null);
  const roles = grantableRoles(actorRole);

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.resetFields();
  };

  const submit = async (values: NewStaffAccountValues) => {
    setFailure(null);
    try {
      const created = await createStaffAccount({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
      });
      close();
      message.success(`Admin user ${created.username} added.`);
    } catch (error) {
      setFailure(serverMessage(error, 'The admin user could not be added. Check your connection and try again.'));
    }
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {STAFF_TEXT.addAdmin}
      </Button>
      <Modal
        open={open}
        title={STAFF_TEXT.addAdmin}
        okText="Add admin"
        cancelText="Cancel"
        confirmLoading={loading}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form<NewStaffAccountValues>
          form={form}
          name="add-admin"
          layout="vertical"
          requiredMark
          initialValues={{ role: 'admin' }}
          onFinish={(values) => handled(submit(values), 'Adding an admin user')}
          disabled={loading}
        >
          <Form.Item label="Username" name="username" required rules={[check('username')]}>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={64} ref={focusRef} />
          </Form.Item>
          <Form.Item label="Email" name="email" required rules={[check('email')]}>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item label="Password" name="password" required rules={[check('password')]} extra="At least 12 characters.">
            <Input.Password autoComplete="new-password" maxLength={128} />
          </Form.Item>
          <Form.Item label="Role" name="role" required rules={[check('role')]}>
            <Select options={roles.map((role) => ({ value: role, label: roleLabel(role) }))} />
          </Form.Item>
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden />
        </Form>
      </Modal>
    </>
  );
}
