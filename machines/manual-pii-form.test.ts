import type { Region } from '../api/lists';
import { manualPii as copy } from '../copy/ours/manual-pii';
import {
  addressCountries,
  fieldOfError,
  initialManualPiiDraft,
  isCalendarDate,
  joinedFirstName,
  localToday,
  manualPiiPatch,
  pageOfField,
  pageOfRoute,
  postalCodeOf,
  routeOfPage,
  validateAddress,
} from './manual-pii-form';

const draft = initialManualPiiDraft(null, null, 'US-NJ');

describe('the manual-PII rules', () => {
  it('joins the first and middle names for the first name (product.md 5)', () => {
    expect(joinedFirstName({ ...draft, firstName: ' Ada ', middleName: ' Augusta ' })).toBe(
      'Ada Augusta',
    );
    expect(joinedFirstName({ ...draft, firstName: 'Ada', middleName: '  ' })).toBe('Ada');
  });

  it('knows a real calendar date, leap years included', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('1990-04-31')).toBe(false);
    expect(isCalendarDate('1990-5-17')).toBe(false);
    expect(isCalendarDate('17/05/1990')).toBe(false);
  });

  it('names today in the patron’s own calendar as yyyy-MM-dd', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('sends the postal code upper case and line 2 only when typed', () => {
    const patch = manualPiiPatch({
      ...draft,
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Bay St',
      city: 'Toronto',
      countryCode: 'CA',
      region: 'CA-ON',
      postalCode: 'm5v 2t6',
      birthdate: '1990-05-17',
    });
    expect(patch.address).toEqual({
      line1: '1 Bay St',
      city: 'Toronto',
      region: 'CA-ON',
      postalCode: 'M5V 2T6',
      countryCode: 'CA',
    });
  });

  it('starts with the country of the region the patron signs up from', () => {
    expect(initialManualPiiDraft(null, null, 'CA-ON').countryCode).toBe('CA');
    expect(initialManualPiiDraft(null, null, '').countryCode).toBe('');
    // A saved draft wins over the registration; values that are not text are ignored.
    expect(
      initialManualPiiDraft({ firstName: 'Server' }, { firstName: 'Typed', city: 3 }, 'US-NJ'),
    ).toMatchObject({ firstName: 'Typed', city: '' });
  });

  it('offers only the countries the regions list has regions for', () => {
    const regions = [{ iso31662Code: 'US-NJ', name: 'New Jersey', countryCode: 'US' }] as Region[];
    expect(
      addressCountries(
        [
          { code: 'US', name: 'United States', demonym: '', icon: null },
          { code: 'FR', name: 'France', demonym: '', icon: null },
        ],
        regions,
      ),
    ).toEqual([{ value: 'US', label: 'United States' }]);
  });

  it('maps routes and pages both ways, and server fields to their page', () => {
    expect(pageOfRoute('/signup/v2/missing_address')).toBe('missingAddress');
    expect(pageOfRoute('/web/signup/pii')).toBeNull();
    expect(routeOfPage('processing', 'web')).toBe('/web/signup/manual_pii_processing');
    expect(routeOfPage('raceAndGender', 'native')).toBe('/signup/race_and_gender');
    expect(pageOfField('lastName')).toBe('name');
    expect(pageOfField('address')).toBe('address');
    expect(pageOfField('address.postalCode')).toBe('address');
    expect(pageOfField('birthdate')).toBe('birthdate');
    expect(pageOfField('email')).toBeNull();
    // No field shows it, so it is no page's: its message goes to the banner.
    expect(pageOfField('addressPostalCode')).toBeNull();
  });

  it('names the field that shows each server error, nested address parts included (contract.md 7)', () => {
    // {"address":{"postal_code":[...]}} and {"address.postal_code":[...]} both arrive as address.postalCode.
    expect(fieldOfError('address.postalCode')).toBe('postalCode');
    expect(fieldOfError('address.line1')).toBe('line1');
    expect(fieldOfError('address.line2')).toBe('line2');
    expect(fieldOfError('address.city')).toBe('city');
    expect(fieldOfError('address.region')).toBe('region');
    expect(fieldOfError('address.countryCode')).toBe('countryCode');
    expect(fieldOfError('address')).toBe('address');
    expect(fieldOfError('postalCode')).toBe('postalCode');
    expect(fieldOfError('lastName')).toBe('lastName');
    expect(fieldOfError('birthdate')).toBe('birthdate');
    // Not a part of the address, or no field of these pages.
    expect(fieldOfError('address.birthdate')).toBeNull();
    expect(fieldOfError('address.county')).toBeNull();
    expect(fieldOfError('race')).toBeNull();
  });
});

describe('postal codes as their country writes them (QA 5)', () => {
  it('writes a Canadian code upper case with one space', () => {
    for (const typed of ['m5v3l9', 'M5V 3L9', 'M5V-3L9', ' m5v  3l9 '])
      expect(postalCodeOf('CA', typed)).toBe('M5V 3L9');
  });

  it('writes a ZIP+4 with its hyphen', () => {
    for (const typed of ['073021234', '07302 1234', '07302-1234'])
      expect(postalCodeOf('US', typed)).toBe('07302-1234');
    expect(postalCodeOf('US', ' 07302 ')).toBe('07302');
  });

  it('reads a code typed full-width as the one it stands for (QA)', () => {
    expect(postalCodeOf('US', '０７３０２')).toBe('07302');
    expect(postalCodeOf('CA', 'ｍ５ｖ ３ｌ９')).toBe('M5V 3L9');
  });

  it('refuses letters Canada Post never uses', () => {
    const canadian = {
      ...initialManualPiiDraft(null, null, 'CA-ON'),
      line1: '1 Bay St',
      city: 'Toronto',
      countryCode: 'CA',
      region: 'CA-ON',
    };
    const regions = [
      { iso31662Code: 'CA-ON', name: 'Ontario', countryCode: 'CA' },
    ] as unknown as Parameters<typeof validateAddress>[1];
    expect(validateAddress({ ...canadian, postalCode: 'M5V3L9' }, regions)).toEqual({});
    expect(validateAddress({ ...canadian, postalCode: 'D5V 3L9' }, regions)).toEqual({
      postalCode: copy.errors.postalCodeShape,
    });
  });
});
