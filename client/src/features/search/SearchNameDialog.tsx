import { Input, Modal, Typography, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { handled } from '../../lib/handled';
import { useAutoFocus } from '../../lib/useAutoFocus';

/** The most a saved search's name holds (the server's SAVED_SEARCH_NAME_MAX). */
const NAME_MAX = 100;
const NAME_REQUIRED = 'Please enter a name for the search';

interface SearchNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** The name it starts with, each time it opens. */
  initialName: string;
  /** Saves the trimmed, non-blank name: resolves to null when done, or to the message to show. */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
  /** What doing it does, under the field. */
  hint?: ReactNode;
}

/**
 * The dialog that names a saved search (saving one, renaming one): a labelled field of at most
 * 100 characters, Enter or the OK button submits, a blank name or the server's refusal (a taken
 * name) is said under the field. Its state starts afresh each time it opens.
 */
export function SearchNameDialog({ open, title, okText, initialName, onSubmit, onClose, hint }: SearchNameDialogProps) {
  const { token } = theme.useToken();
  const inputId = useId();
  const focusRef = useAutoFocus(open);
  const [name, setName] = useState(initialName);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from initialName with no message (state adjusted while rendering, as React advises).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      setFailure(null);
    }
  }

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure(NAME_REQUIRED);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setFailure(await onSubmit(trimmed));
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handled(submit(), title);
        }}
      >
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
        />
        {failure && (
          <Typography.Text id={`${inputId}-error`} type="danger" role="alert" style={{ display: 'block', marginTop: token.marginXS }}>
            {failure}
          </Typography.Text>
        )}
        {hint && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginSM}px 0 0` }}>{hint}</Typography.Paragraph>
        )}
      </form>
    </Modal>
  );
}
