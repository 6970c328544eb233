import {
  chartPoints,
  daysInRange,
  defaultRange,
  formatCents,
  formatCount,
  isDarkColor,
  metricText,
  rangeProblem,
  utcDay,
} from '../src/features/staff/dashboard/dashboardText';

describe('the staff dashboard range', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(defaultRange(new Date('2025-03-15T12:00:00Z'))).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    // Just after midnight UTC it is already the next UTC day, whatever the browser's zone.
    expect(defaultRange(new Date('2025-01-01T00:30:00Z'))).toEqual({ from: '2024-12-03', to: '2025-01-01' });
    const { from, to } = defaultRange(new Date('2024-03-10T23:59:00Z'));
    expect(daysInRange(from, to)).toBe(30);
  });

  it('counts days and refuses ranges the server would refuse', () => {
    expect(utcDay(new Date('2025-06-01T23:00:00Z'))).toBe('2025-06-01');
    expect(daysInRange('2025-01-01', '2025-01-01')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2024-01-01', '2025-01-01')).toBe('Choose at most 366 days.');
    expect(rangeProblem('2025-01-02', '2025-01-01')).toBe('The first day must be on or before the last day.');
  });
});

describe('the staff dashboard figures', () => {
  it('writes money as dollars and counts with separators', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5000)).toBe('$50.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(300_000_000_000)).toBe('$3,000,000,000.00');
    expect(formatCount(12345)).toBe('12,345');
    expect(metricText('revenueCents', 4999)).toBe('$49.99');
    expect(metricText('signUps', 1200)).toBe('1,200');
  });

  it('gives one chart point per day and figure, revenue in dollars', () => {
    const day = { date: '2025-01-01', signUps: 2, activeUsers: 3, searches: 4, reveals: 1, creditsSold: 44, revenueCents: 5000 };
    expect(chartPoints([day], ['signUps', 'revenueCents'])).toEqual([
      { date: '2025-01-01', series: 'Sign-ups', value: 2 },
      { date: '2025-01-01', series: 'Revenue ($)', value: 50 },
    ]);
  });
});

describe("the charts' theme", () => {
  it('tells a dark background from a light one', () => {
    expect(isDarkColor('#141414')).toBe(true);
    expect(isDarkColor('#fff')).toBe(false);
    expect(isDarkColor('rgb(20, 20, 20)')).toBe(true);
    expect(isDarkColor('rgba(255, 255, 255, 1)')).toBe(false);
    expect(isDarkColor('transparent')).toBe(false);
  });
});
