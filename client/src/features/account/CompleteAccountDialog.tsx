import { App, Form, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import type { SessionUserFragment } from '../../graphql/generated';
import { AccountForm } from './AccountForm';
import { MESSAGES, MESSAGE_SECONDS, needsAccountCompletion, type AccountValues, requiredFieldsFilled } from './accountValues';

/**
 * The forced "Complete Your Profile" dialog of the dashboard (docs/product-spec.md §4 and §5). It opens while
 * the user lacks a first name, last name, company or phone; Escape and clicks outside do nothing;
 * the close button and Cancel work only once all five fields are filled. A successful update puts
 * the complete user in Apollo's cache, which closes it.
 */
export function CompleteAccountDialog({ user }: { user: SessionUserFragment }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<AccountValues>();
  const [dismissed, setDismissed] = useState(false);
  const open = needsAccountCompletion(user) && !dismissed;

  const tryClose = () => {
    if (!requiredFieldsFilled(form.getFieldsValue(true))) {
      message.error({ content: MESSAGES.requiredBeforeClosing, duration: MESSAGE_SECONDS });
      return;
    }
    setDismissed(true);
  };

  return (
    <Modal
      open={open}
      title="Complete Your Profile"
      keyboard={false}
      mask={{ closable: false }}
      closable
      onCancel={tryClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ color: token.colorTextSecondary }}>
        Tell us who you are before you start searching. All fields are required.
      </Typography.Paragraph>
      <AccountForm user={user} form={form} submitLabel="Update" onCancel={tryClose} />
    </Modal>
  );
}
