import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';

/** "Retry" for a failed load: spins while the retry runs; a failure stays on screen through the caller's error. */
export function RetryButton({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Button
      type="primary"
      icon={<ReloadOutlined aria-hidden />}
      loading={retrying}
      onClick={() => {
        setRetrying(true);
        onRetry()
          .catch(() => undefined) // The caller shows the error.
          .finally(() => setRetrying(false));
      }}
    >
      Retry
    </Button>
  );
}
