import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';

/**
 * Sets document.title to "{title} | Hearsay" (or just the product name) while mounted. `null`
 * leaves the title alone: a page that renders another page in its place (a 404) passes null, since
 * a parent's effect runs after its child's and would overwrite the child's title.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
