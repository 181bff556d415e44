import { lastFourSsnDigits } from './ssn-digits';

describe('lastFourSsnDigits', () => {
  it('keeps the digits typed, at most four', () => {
    expect(lastFourSsnDigits('12')).toBe('12');
    expect(lastFourSsnDigits('1234')).toBe('1234');
    expect(lastFourSsnDigits(' 12 34')).toBe('1234');
    expect(lastFourSsnDigits('12a')).toBe('12');
  });

  it('reads digits typed full-width as the digits they are (QA)', () => {
    expect(lastFourSsnDigits('１２３４')).toBe('1234');
    expect(lastFourSsnDigits('１２３－４５－６７８９')).toBe('6789');
  });

  it('keeps the last four of a whole SSN pasted, with or without separators (QA 5)', () => {
    expect(lastFourSsnDigits('123456789')).toBe('6789');
    expect(lastFourSsnDigits('123-45-6789')).toBe('6789');
    expect(lastFourSsnDigits('123 45 6789')).toBe('6789');
  });

  it('keeps the last four of a whole SSN typed key by key into the field (QA 12)', () => {
    // The field shows what was kept, so each key adds to the four already there.
    for (const typed of ['123456789', '123-45-6789', '123 45 6789']) {
      let kept = '';
      for (const key of typed) kept = lastFourSsnDigits(kept + key);
      expect(kept).toBe('6789');
    }
    expect(lastFourSsnDigits('12345')).toBe('2345');
  });
});
