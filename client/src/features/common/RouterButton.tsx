import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useAppNavigate } from '../../lib/handled';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * An antd button that is a real link (`<a href>`, so it opens in a new tab, shows its address and
 * never nests a button in a link) but navigates inside the app on a plain click.
 */
export function RouterButton({ to, ...rest }: Props) {
  const navigate = useAppNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...rest} href={to} onClick={onClick} />;
}
