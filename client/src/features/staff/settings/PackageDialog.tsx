import { Alert, App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import type { StaffSettingsAllFragment } from '../../../graphql/generated';
import { handled } from '../../../lib/handled';
import { useAutoFocus } from '../../../lib/useAutoFocus';
import { serverMessage } from '../../common/errors';
import { centsToDollars, dollarsToCents, optionalReason, PACKAGE_CREDITS_MAX, packageCreditsProblem, priceProblem } from './settingsText';
import { useSavePackage } from './useStaffSettings';
import { problemRule } from '../../common/formRules';

type Package = StaffSettingsAllFragment['packages'][number];

interface PackageValues {
  credits: number | null;
  price: number | null;
  popular: boolean;
  active: boolean;
  reason: string;
}

/**
 * A credit package's dialog (superadmins): credits, price in dollars, 'Most Popular', on sale and
 * an optional reason for the audit log. `editing` is the package, 'new' for 'Add package', or null
 * when closed. The server's refusals (the last package on sale, at most 20 packages) stay in the dialog.
 */
export function PackageDialog({ editing, onClose }: { editing: Package | 'new' | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageValues>();
  const { save, loading } = useSavePackage();
  const [failure, setFailure] = useState<string | null>(null);
  const focusRef = useAutoFocus(editing !== null);
  const existing = editing && editing !== 'new' ? editing : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: PackageValues) => {
    setFailure(null);
    try {
      await save(existing?.id ?? null, {
        credits: values.credits ?? 0,
        priceCents: dollarsToCents(values.price ?? 0),
        popular: values.popular,
        active: values.active,
        reason: optionalReason(values.reason),
      });
      message.success(existing ? `Package ${existing.id} saved.` : 'Package added.');
      close();
    } catch (error) {
      setFailure(serverMessage(error, 'The package could not be saved. Check your connection and try again.'));
    }
  };

  const title = existing ? `Edit package ${existing.id}` : 'Add package';
  return (
    <Modal
      open={editing !== null}
      title={title}
      okText={existing ? 'Save package' : 'Add package'}
      cancelText="Cancel"
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<PackageValues>
        form={form}
        name="credit-package"
        layout="vertical"
        requiredMark
        preserve={false}
        initialValues={
          existing
            ? {
                credits: existing.credits,
                price: centsToDollars(existing.priceCents),
                popular: existing.popular,
                active: existing.active,
                reason: '',
              }
            : { credits: null, price: null, popular: false, active: true, reason: '' }
        }
        onFinish={(values) => handled(submit(values), 'Saving a credit package')}
        disabled={loading}
      >
        <Form.Item label="Credits" name="credits" required rules={[problemRule(packageCreditsProblem)]}>
          <InputNumber min={1} max={PACKAGE_CREDITS_MAX} precision={0} style={{ width: '100%' }} ref={focusRef} />
        </Form.Item>
        <Form.Item label="Price (USD)" name="price" required rules={[problemRule(priceProblem)]}>
          <InputNumber min={0.5} max={100000} precision={2} step={1} prefix="$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Most Popular" name="popular" valuePropName="checked" extra="Takes the badge off any other package.">
          <Switch />
        </Form.Item>
        <Form.Item label="On sale" name="active" valuePropName="checked" extra="At least one package stays on sale.">
          <Switch />
        </Form.Item>
        <Form.Item label="Reason (optional)" name="reason" extra="Kept in the audit log.">
          <Input maxLength={500} />
        </Form.Item>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
