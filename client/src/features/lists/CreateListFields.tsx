import { Checkbox, Input, theme } from 'antd';
import { useId } from 'react';
import { useAutoFocus } from '../../lib/useAutoFocus';

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;

/**
 * 'List Name' (required) and 'Description (Optional)', as the add-to-list dialog and /lists ask for
 * them; 'Share with my team' too when given `onShared` (for a user in a team).
 */
export function CreateListFields({
  name,
  description,
  onName,
  onDescription,
  autoFocus,
  shared,
  onShared,
}: {
  name: string;
  description: string;
  onName: (v: string) => void;
  onDescription: (v: string) => void;
  autoFocus?: boolean;
  shared?: boolean;
  onShared?: (v: boolean) => void;
}) {
  const { token } = theme.useToken();
  const nameId = useId();
  const descriptionId = useId();
  const focusRef = useAutoFocus();
  return (
    <div style={{ display: 'grid', gap: token.marginSM }}>
      <div style={{ display: 'grid', gap: token.marginXXS }}>
        <label htmlFor={nameId}>
          List Name{' '}
          <span aria-hidden style={{ color: token.colorError }}>
            *
          </span>
        </label>
        <Input
          id={nameId}
          value={name}
          onChange={(e) => onName(e.target.value)}
          maxLength={LIST_NAME_MAX}
          aria-required
          ref={autoFocus ? focusRef : undefined}
        />
      </div>
      <div style={{ display: 'grid', gap: token.marginXXS }}>
        <label htmlFor={descriptionId}>Description (Optional)</label>
        <Input.TextArea
          id={descriptionId}
          value={description}
          onChange={(e) => onDescription(e.target.value)}
          maxLength={LIST_DESCRIPTION_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </div>
      {onShared && (
        <Checkbox checked={shared ?? false} onChange={(e) => onShared(e.target.checked)}>
          Share with my team
          <span style={{ display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            Your teammates will see this list and can add people, set stages and take notes.
          </span>
        </Checkbox>
      )}
    </div>
  );
}
