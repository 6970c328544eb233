import { Alert, Button, Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { handled } from '../../lib/handled';
import { serverMessage } from './errors';

export interface FormDialogProps<V> {
  /** The button that opens the dialog, and the form's accessible name. */
  opener: string;
  title: string;
  /** The primary button's text (it may follow a choice in the form). */
  okText: ReactNode;
  form: FormInstance<V>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  initialValues: FormProps<V>['initialValues'];
  /** While the request runs: the form is disabled and the primary button spins. */
  loading: boolean;
  /** What the submit does, for the log of an error nobody caught ('Setting team seats'). */
  doing: string;
  /** Shown when the request fails without the server's own message. */
  fallback: string;
  /**
   * Does the work once the fields are valid: returns a problem to show (nothing was sent), or
   * nothing once done (the dialog then closes); throws as the request failed (shown as the server
   * said it, else `fallback`).
   */
  onSubmit: (values: V) => Promise<string | void>;
  children: ReactNode;
}

/**
 * A button that opens a dialog holding one form, with Cancel and a primary button: the shape of the
 * staff's actions on an account or a team (set a plan, set seats, adjust credits). A refusal stays
 * in the dialog as an alert, keeping what was typed; Cancel, Escape or a success close it and clear
 * the form.
 */
export function FormDialog<V>({
  opener,
  title,
  okText,
  form,
  name,
  initialValues,
  loading,
  doing,
  fallback,
  onSubmit,
  children,
}: FormDialogProps<V>) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.resetFields();
  };

  const submit = async (values: V) => {
    setFailure(null);
    try {
      const problem = await onSubmit(values);
      if (problem) setFailure(problem);
      else close();
    } catch (error) {
      setFailure(serverMessage(error, fallback));
    }
  };

  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button key="ok" type="primary" loading={loading} onClick={() => form.submit()}>
            {okText}
          </Button>,
        ]}
      >
        <Form<V>
          form={form}
          name={name}
          aria-label={opener}
          layout="vertical"
          requiredMark
          initialValues={initialValues}
          onFinish={(values) => handled(submit(values), doing)}
          disabled={loading}
        >
          {children}
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      </Modal>
    </>
  );
}
