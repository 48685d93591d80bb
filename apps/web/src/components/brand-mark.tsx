interface BrandMarkProps {
  size?: number;
}

/** Brillo's sparkle logo (the same drawing as the favicon). Decorative: the name is always beside it. */
export function BrandMark({ size = 28 }: BrandMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brillo-7)" />
      <path
        d="M32 10c1.6 10.6 5.4 14.4 16 16-10.6 1.6-14.4 5.4-16 16-1.6-10.6-5.4-14.4-16-16 10.6-1.6 14.4-5.4 16-16z"
        fill="#ffffff"
      />
      <path
        d="M47 38c.8 5.2 2.8 7.2 8 8-5.2.8-7.2 2.8-8 8-.8-5.2-2.8-7.2-8-8 5.2-.8 7.2-2.8 8-8z"
        fill="var(--mantine-color-brillo-1)"
      />
    </svg>
  );
}
