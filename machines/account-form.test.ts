import { formatPhone, isPhoneNumber, phoneDigits } from './account-form';

describe('phone numbers (product.md 5: 10 digits, shown as (XXX) XXX-XXXX)', () => {
  it('keeps the digits, dropping the leading 1 of a US or Canadian number', () => {
    expect(phoneDigits('(201) 555-0123')).toBe('2015550123');
    expect(phoneDigits('+1 201-555-0123')).toBe('2015550123');
    expect(formatPhone('2015550123')).toBe('(201) 555-0123');
  });

  it('reads digits typed full-width as the digits they are (QA)', () => {
    expect(phoneDigits('２０１５５５０１２３')).toBe('2015550123');
    expect(phoneDigits('＋１ （２０１） ５５５－０１２３')).toBe('2015550123');
    expect(formatPhone('２０１５５５０１２３')).toBe('(201) 555-0123');
  });

  it('keeps a digit too many, to refuse it, rather than cut it to another number (QA 5)', () => {
    expect(phoneDigits('22015550123')).toBe('22015550123');
    expect(isPhoneNumber(phoneDigits('22015550123'))).toBe(false);
    // Shown as plain digits, not as a US number with a made-up area code (QA 16).
    expect(formatPhone('22015550123')).toBe('22015550123');
    expect(formatPhone('+44 20 7946 0958')).toBe('442079460958');
  });

  it('drops a written +1 as the country code whatever follows, so a digit short is not a new area code (QA 17)', () => {
    expect(phoneDigits('+1 201 555 019')).toBe('201555019');
    expect(formatPhone('+1 201 555 019')).toBe('(201) 555-019');
    expect(phoneDigits('tel:+1-201-555-0123')).toBe('2015550123');
    expect(phoneDigits('(+1) 201 555 0123')).toBe('2015550123');
    // Without the plus, ten digits starting with 1 stay as typed (and are refused).
    expect(phoneDigits('1201555019')).toBe('1201555019');
  });

  it('refuses an area code or exchange that starts with 0 or 1', () => {
    expect(isPhoneNumber('2015550123')).toBe(true);
    expect(isPhoneNumber('0015550123')).toBe(false);
    expect(isPhoneNumber('1015550123')).toBe(false);
    expect(isPhoneNumber('2010550123')).toBe(false);
    expect(isPhoneNumber('201555012')).toBe(false);
  });
});
