import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../public/Icon';
import styles from './signIn.module.css';

interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/**
 * Short messages at the top of the sign-in pages, as antd's `message` shows them (success or
 * error, gone after the spec's time), read out by screen readers (a polite live region).
 */
export function useToasts(): { show: (kind: Toast['kind'], text: string, ms: number) => void; view: ReactNode } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const show = useCallback((kind: Toast['kind'], text: string, ms: number) => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, kind, text }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, ms);
    timers.current.add(timer);
  }, []);

  const view = (
    <div className={styles.toasts} aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast}>
          <Icon
            icon={t.kind === 'success' ? CheckCircleFilled : CloseCircleFilled}
            className={t.kind === 'success' ? styles.ok : styles.bad}
          />
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
  return { show, view };
}
