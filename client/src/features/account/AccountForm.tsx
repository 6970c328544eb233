import { App, Button, Flex, Form, Input, theme, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import { serverMessage } from '../common/errors';
import { type SessionUserFragment, useUpdateAccountMutation } from '../../graphql/generated';
import {
  MESSAGES,
  MESSAGE_SECONDS,
  type AccountValues,
  accountValuesOf,
  REQUIRED_ACCOUNT_FIELDS,
  toUpdateAccountInput,
} from './accountValues';

interface AccountFormProps {
  user: SessionUserFragment;
  /** Owned by the caller when it needs the values too (the completion dialog checks them before closing). */
  form?: FormInstance<AccountValues>;
  /** The account page also edits the designation; the completion dialog asks for the five required fields only. */
  withDesignation?: boolean;
  /** Two columns where they fit (the account page); one column otherwise. */
  columns?: 1 | 2;
  submitLabel: string;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
}

const required = (what: string): FormRule[] => [{ required: true, whitespace: true, message: `Please enter ${what}` }];

/**
 * The one account form (docs/product-spec.md §2, §4 and §5), used by the account page and by the
 * Complete Your Profile dialog. Every value is trimmed; the submit button is disabled while a
 * required field is empty or a save runs. The mutation returns the User with its id, so Apollo's
 * cache (and with it the header, the sidebar and the dialog) updates everywhere at once.
 */
export function AccountForm({ user, form: givenForm, withDesignation = false, columns = 1, submitLabel, onCancel }: AccountFormProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [ownForm] = Form.useForm<AccountValues>();
  const form = givenForm ?? ownForm;
  // The values the form starts from; later cache updates must not overwrite what the user is typing.
  const [initialValues] = useState(() => accountValuesOf(user));
  const [updateAccount, { loading: saving }] = useUpdateAccountMutation();
  const anyEmpty =
    Form.useWatch((values: Partial<AccountValues>) => REQUIRED_ACCOUNT_FIELDS.some((field) => !values[field]), form) ??
    REQUIRED_ACCOUNT_FIELDS.some((field) => !initialValues[field]);

  const save = async (values: AccountValues) => {
    const input = toUpdateAccountInput({ ...initialValues, ...values }, withDesignation);
    try {
      const result = await updateAccount({ variables: { input } });
      const saved = result.data?.updateAccount;
      if (!saved) throw new Error('No data');
      form.setFieldsValue(accountValuesOf(saved));
      message.success(MESSAGES.updated);
    } catch (error) {
      message.error({ content: serverMessage(error, MESSAGES.updateFailed), duration: MESSAGE_SECONDS });
    }
  };

  const grid = {
    display: 'grid',
    gridTemplateColumns: columns === 2 ? 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' : 'minmax(0, 1fr)',
    columnGap: token.marginLG,
  } as const;

  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => handled(save(values), 'Saving the account')}
      onFinishFailed={() => {
        message.error({ content: MESSAGES.required, duration: MESSAGE_SECONDS });
      }}
      disabled={saving}
    >
      <div style={grid}>
        <Form.Item label="First name" name="firstName" rules={required('your first name')}>
          <Input name="firstName" autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={required('your last name')}>
          <Input name="lastName" autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          rules={required('your e-mail')}
          extra={<span style={{ color: token.colorTextSecondary }}>Your sign-in address cannot be changed.</span>}
        >
          <Input name="email" type="email" autoComplete="email" readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={required('your phone number')}>
          <Input name="phone" type="tel" autoComplete="tel" maxLength={40} />
        </Form.Item>
        {withDesignation && (
          <Form.Item label="Designation" name="designation">
            <Input name="designation" autoComplete="organization-title" maxLength={200} />
          </Form.Item>
        )}
        <Form.Item label="Organization" name="company" rules={required('your organization')}>
          <Input name="company" autoComplete="organization" maxLength={200} />
        </Form.Item>
      </div>
      <Flex gap="small" justify="flex-end" wrap>
        {onCancel && (
          // Cancel stays usable during a save; closing is still checked by the caller.
          <Button onClick={onCancel} disabled={false}>
            Cancel
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving} disabled={anyEmpty || saving}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
