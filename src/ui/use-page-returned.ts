import { useEffect } from 'react';

/**
 * Calls `returned` each time the patron comes back to this tab (the page becomes visible again
 * after another tab, app or window was in front), for a page that waits on something done
 * elsewhere: the emailed link opened in another tab or on another device.
 */
export function usePageReturned(returned: () => void): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') returned();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [returned]);
}
