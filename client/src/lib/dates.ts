import dayjs from 'dayjs';

/** A day as the product writes dates, in the browser's time zone: 'Mar 4, 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** A moment, in the browser's time zone: 'Mar 4, 2026 9:05 AM'. */
export function formatWhen(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}
