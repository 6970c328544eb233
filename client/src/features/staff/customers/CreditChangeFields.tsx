import { Form, InputNumber, Radio } from 'antd';
import { problemRule } from '../../common/formRules';
import { ADJUST_MAX, adjustCreditsProblem } from './customerText';

/**
 * The change of a staff credit adjustment, to an account's credits or a team's pool: grant (or add)
 * or remove (field `direction`), and how many, 1 to 10,000 (field `credits`). `left`, what there is
 * to remove, is said under the number while removing.
 */
export function CreditChangeFields({ grantLabel, removing, left }: { grantLabel: string; removing: boolean; left: string }) {
  return (
    <>
      <Form.Item label="Change" name="direction" required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'grant', label: grantLabel },
            { value: 'remove', label: 'Remove credits' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Credits" name="credits" required rules={[problemRule(adjustCreditsProblem)]} extra={removing ? left : undefined}>
        <InputNumber min={1} max={ADJUST_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
      </Form.Item>
    </>
  );
}
