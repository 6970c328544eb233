import { useEffect } from 'react';

/**
 * The document's title while a page is shown, put back when it goes: the prerendered HTML has each
 * public page's title in its head already; this keeps it right when the page is reached inside the app.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
