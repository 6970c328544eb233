import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * An antd icon drawn from its definition in @ant-design/icons-svg (the data @ant-design/icons
 * renders), without @ant-design/icons' React runtime: the public pages load none of antd.
 * Decorative: hidden from assistive technology; the text beside it names the thing.
 */
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <svg
      viewBox={svg.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {svg.children?.map((child, i) => (child.tag === 'path' ? <path key={i} d={child.attrs.d} /> : null))}
    </svg>
  );
}
