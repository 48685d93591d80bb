import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

interface SkipLinkProps {
  targetId: string;
  label: string;
}

/** The first stop of the keyboard: hidden until focused, it moves focus to the main content. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      {label}
    </a>
  );
}
