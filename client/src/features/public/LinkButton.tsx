import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './buttons.module.css';

export type ButtonLook = 'primary' | 'default' | 'text';

/** The class names of a public page's button: its look, and large, block or round when asked. */
export function buttonClass(look: ButtonLook, { large = false, block = false, circle = false, className = '' } = {}): string {
  return [styles.button, styles[look], large && styles.large, block && styles.block, circle && styles.circle, className]
    .filter(Boolean)
    .join(' ');
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  look?: ButtonLook;
  large?: boolean;
  block?: boolean;
  children: ReactNode;
};

/**
 * A link drawn as a button (the public pages' RouterButton, without antd): a real `<a href>`, so it
 * works before the page's script runs, opens in a new tab and shows its address; a plain click
 * navigates inside the app. A `mailto:` or other absolute address is a plain link.
 */
export function LinkButton({ to, look = 'default', large, block, className, ...rest }: Props) {
  const classes = buttonClass(look, { large, block, className });
  if (!to.startsWith('/')) return <a href={to} className={classes} {...rest} />;
  return <Link to={to} className={classes} {...rest} />;
}
