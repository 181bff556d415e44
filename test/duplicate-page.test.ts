import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { deriveNext, LAYOUTS } from '../machines/route-derivation';
import { authFailureRedirect } from '../machines/session.machine';
import { settledInput } from '../machines/settled-input';

// Issue 8 item 5: product.md 4.2 (a duplicate by status) and 4.5 / contract.md 6 (a 403
// `duplicate_user` suspension) both name "the duplicate page": one page, whichever way it is found.
describe('the duplicate page', () => {
  it.each(LAYOUTS)('is the same on %s for a duplicate by status and by a 403', (layout) => {
    const byStatus = deriveNext(
      settledInput({ status: 'manual_address', isDuplicateUser: true, layout }),
    );
    const by403 = authFailureRedirect(
      new ApiError({
        code: 'HTTP_ERROR',
        message: 'suspended',
        action: 'test',
        status: 403,
        serverCode: 'user_suspended',
        suspensionType: 'duplicate_user',
      }),
      '/somewhere',
      layout,
    );
    expect(byStatus.kind === 'route' ? byStatus.route : null).toBe(by403?.to);
  });
});
