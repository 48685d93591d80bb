import classes from './legal-text.module.css';

/** "Ley N.° 19.628": browsers may break the line between "N." and "°"; law numbers stay whole. */
const LAW_NUMBER = /(Ley N\.° [\d.]+)/;

export function LegalText({ text }: { text: string }) {
  // split() with a capturing group puts the law numbers at the odd positions.
  return text.split(LAW_NUMBER).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={classes.lawNumber}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
