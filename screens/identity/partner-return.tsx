import { partnerReturnTab as copy } from '../../copy/ours/identity';
import { Page } from '../../src/ui/page';

/**
 * The ID or document page in the tab our partner returned to after a check started in the
 * operator's frame (QA 14; src/partner-return.ts): the frame goes on with the sign-up, so this
 * tab runs nothing and only says it can be closed.
 */
export default function PartnerReturnScreen() {
  return (
    <Page title={copy.title}>
      <p>{copy.body}</p>
    </Page>
  );
}
