import look from './plain-look.module.css';
import classes from './coming-soon-item.module.css';

interface ComingSoonItemProps {
  label: string;
  badge: string;
}

/**
 * A navigation entry that does not work yet: a disabled link (no target, not focusable, announced
 * as unavailable) with a visible "coming soon" badge.
 */
export function ComingSoonItem({ label, badge }: ComingSoonItemProps) {
  return (
    <a role="link" aria-disabled="true" className={classes.item}>
      {label}
      <span className={`${look.badge} ${classes.badge}`}>{badge}</span>
    </a>
  );
}
