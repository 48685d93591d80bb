/** A birth date as three choices: day and month as '1'–'31' and '1'–'12', the year; '' until chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** 'YYYY-MM-DD' from the three choices, or '' until all three are made. */
export function composeDate({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The three choices of a 'YYYY-MM-DD' date (as `composeDate` writes it); empty choices otherwise. */
export function splitDate(date: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { day: '', month: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}
