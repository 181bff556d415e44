import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows a balance with its cents', () => {
    expect(formatMoney(10_000, 'USD')).toBe('$100.00');
    expect(formatMoney(0, 'CAD')).toBe('$0.00');
  });

  it('shows a limit in whole currency units, with cents only when it has some (product.md 3)', () => {
    expect(formatMoney(10_000, 'USD', { wholeUnits: true })).toBe('$100');
    expect(formatMoney(100_000_000, 'CAD', { wholeUnits: true })).toBe('$1,000,000');
    expect(formatMoney(1_250, 'USD', { wholeUnits: true })).toBe('$12.50');
  });
});
