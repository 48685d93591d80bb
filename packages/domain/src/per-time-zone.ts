/**
 * A value built once per time zone and kept: for `Intl` formatters, which are costly to build (in
 * Chromium a date format with options costs a phone's main thread a few milliseconds, at
 * Lighthouse's 4× slowdown) and cheap to use. A list of a dozen bookings built one per line per
 * render: the agent's dashboard spent 25 ms of one render building them. The zones are the
 * configured one and those a test passes, so the map stays small. A zone the runtime refuses
 * throws, as building the formatter directly would, and nothing is kept.
 */
export function perTimeZone<T>(build: (timeZone: string) => T): (timeZone: string) => T {
  const built = new Map<string, T>();
  return (timeZone) => {
    const kept = built.get(timeZone);
    if (kept !== undefined) return kept;
    const value = build(timeZone);
    built.set(timeZone, value);
    return value;
  };
}
