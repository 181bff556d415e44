import { parseAmount } from './limit-amount';

describe('a typed limit amount', () => {
  it.each([
    ['50', 50],
    ['1,000', 1000],
    ['5 000', 5000],
    ['50.00', 50],
    // A dollar mark or code pasted with it (QA 6).
    ['$50', 50],
    ['USD 75', 75],
    ['usd75', 75],
    ['75 CAD', 75],
    ['C$20', 20],
    ['CA$ 1,200', 1200],
    ['US$9', 9],
    // Typed full-width (QA).
    ['５０', 50],
    ['＄１，０００', 1000],
    // Commas where they group thousands, or before the cents as a French-speaking province
    // writes them (QA 9: "1,00" read as 100).
    ['12,345,678', 12345678],
    ['1,000.00', 1000],
    ['50,00', 50],
    ['1,00', 1],
    ['1 000,00', 1000],
    ['50,00 $', 50],
    ['$ 0050', 50],
    // A final point with no cents (QA 19).
    ['100.', 100],
  ])('reads %s as %i', (typed, units) => {
    expect(parseAmount(typed)).toBe(units);
  });

  it.each([
    '€20',
    '20 EUR',
    '$',
    'USD',
    '$-5',
    '0',
    '$0',
    '5$5',
    '1,00,0',
    '10,0000',
    ',50',
    '50,',
    // No amount in digits: told "in digits (for example 1000)" (QA 19).
    '1e3',
    '1.000',
  ])('refuses %s', (typed) => {
    expect(parseAmount(typed)).toBe('invalid');
  });

  // An amount above 0 with cents is refused in its own words: only the cents are wrong (QA 16).
  it.each(['50.5', '50,5', '1,000.50', '$1,000.50', '0,50', '0.99', '1.5'])(
    'refuses %s as an amount with cents',
    (typed) => {
      expect(parseAmount(typed)).toBe('cents');
    },
  );

  it('reads an empty field as no amount, and ten digits as too large', () => {
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('$1234567890')).toBe('tooLarge');
  });
});
