import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';

/** The page's own title and the unread-notification count shown before it ("(3) Saved | Hearsay"). */
let pageTitle = PRODUCT_NAME;
let unreadCount = 0;
const render = () => {
  document.title = unreadCount > 0 ? `(${unreadCount}) ${pageTitle}` : pageTitle;
};

/**
 * Sets document.title to "{title} | Hearsay" (or just the product name) while mounted. `null`
 * leaves the title alone: a page that renders another page in its place (a 404) passes null, since
 * a parent's effect runs after its child's and would overwrite the child's title.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    pageTitle = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
    render();
  }, [title]);
}

/** Shows `count` unread notifications in front of the title (0 removes it). */
export function useTitleCount(count: number): void {
  useEffect(() => {
    unreadCount = count;
    render();
    return () => {
      unreadCount = 0;
      render();
    };
  }, [count]);
}
