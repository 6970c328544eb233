import { Input, Modal, Select, Typography, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import type { SavedSearchAlert } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { useAutoFocus } from '../../lib/useAutoFocus';
import { ALERT_HINT, ALERT_LABEL, ALERT_OPTIONS } from './alertText';

/** The most a saved search's name holds (the server's SAVED_SEARCH_NAME_MAX). */
const NAME_MAX = 100;
const NAME_REQUIRED = 'Please enter a name for the search';

interface SearchNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** The name it starts with, each time it opens. */
  initialName: string;
  /** Saves the trimmed, non-blank name (and the alert chosen): resolves to null when done, or to the message to show. */
  onSubmit: (name: string, alert: SavedSearchAlert) => Promise<string | null>;
  onClose: () => void;
  /** What doing it does, under the field. */
  hint?: ReactNode;
  /** Also ask whether to e-mail new people (saving a search): Off to start with, each time it opens. */
  withAlert?: boolean;
}

/**
 * The dialog that names a saved search (saving one, renaming one): a labelled field of at most
 * 100 characters, Enter in it or the OK button submits, a blank name or the server's refusal (a taken
 * name) is said under the field; when saving, a labelled select 'E-mail me new people' (Off, Daily,
 * Weekly). Its state starts afresh each time it opens.
 */
export function SearchNameDialog({ open, title, okText, initialName, onSubmit, onClose, hint, withAlert }: SearchNameDialogProps) {
  const { token } = theme.useToken();
  const inputId = useId();
  const alertId = useId();
  const focusRef = useAutoFocus(open);
  const [name, setName] = useState(initialName);
  const [alert, setAlert] = useState<SavedSearchAlert>('off');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from initialName with no message (state adjusted while rendering, as React advises).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      setAlert('off');
      setFailure(null);
    }
  }

  const submit = async () => {
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure(NAME_REQUIRED);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setFailure(await onSubmit(trimmed, alert));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ loading: busy }}
      onOk={() => handled(submit(), title)}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Enter in the name submits (onPressEnter): with the alert's select beside it, the form has no implicit submission. */}
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXS }}>
          Name
        </label>
        <Input
          id={inputId}
          ref={focusRef}
          value={name}
          maxLength={NAME_MAX}
          showCount
          status={failure ? 'error' : undefined}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${inputId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => handled(submit(), title)}
        />
        {failure && (
          <Typography.Text id={`${inputId}-error`} type="danger" role="alert" style={{ display: 'block', marginTop: token.marginXS }}>
            {failure}
          </Typography.Text>
        )}
        {withAlert && (
          <div style={{ marginTop: token.marginMD }}>
            <label htmlFor={alertId} style={{ display: 'block', marginBottom: token.marginXS }}>
              {ALERT_LABEL}
            </label>
            <Select<SavedSearchAlert>
              id={alertId}
              value={alert}
              options={[...ALERT_OPTIONS]}
              onChange={setAlert}
              aria-describedby={`${alertId}-hint`}
              style={{ minWidth: 160 }}
            />
            <Typography.Text
              id={`${alertId}-hint`}
              style={{ display: 'block', color: token.colorTextSecondary, marginTop: token.marginXXS }}
            >
              {ALERT_HINT}
            </Typography.Text>
          </div>
        )}
        {hint && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginSM}px 0 0` }}>{hint}</Typography.Paragraph>
        )}
      </form>
    </Modal>
  );
}
