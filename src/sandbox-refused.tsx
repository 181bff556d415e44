import { sandboxRefused as copy } from '../copy/ours/sandbox';
import { RefusedPage } from './refused-page';

/**
 * Shown instead of the app when the sandbox could not start (QA 10): never a blank page. In a
 * cross-site frame whose storage the browser blocks, msw cannot even load (its cookie store reads
 * `localStorage`) nor register its service worker (decision 051). Loaded with the sandbox only
 * (src/sandbox-boot.ts).
 */
export function SandboxRefused({
  cause,
  framed,
  href,
}: {
  cause: unknown;
  /** The page runs in a frame: the way on is the top level. */
  framed: boolean;
  /** This page's address, to open it at the top level. */
  href: string;
}) {
  const words = framed ? copy.framed : copy.topLevel;
  const message = cause instanceof Error ? cause.message : String(cause);
  return (
    <RefusedPage title={words.title}>
      <p>{words.body}</p>
      <p>{words.whatToDo}</p>
      {framed ? (
        <p>
          <a href={href} target="_blank" rel="noopener">
            {copy.openTopLevel}
          </a>
        </p>
      ) : null}
      <p>{copy.cause(message)}</p>
    </RefusedPage>
  );
}
