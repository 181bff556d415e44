import { providerTab } from '../../copy/ours/identity';

/**
 * The provider's page the hand-over opened in a new tab from a frame, offered again (QA 10): the
 * tab opened after awaited calls, so a pop-up blocker may have refused it unseen, while a click on
 * this link is a gesture of its own, which no blocker refuses. `noreferrer`: the provider needs
 * nothing of this page's address. The address is the machine's, in memory only.
 */
export function ProviderTab({ url }: { url: string }) {
  return (
    <p>
      {providerTab.body}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {providerTab.link}
      </a>
    </p>
  );
}
