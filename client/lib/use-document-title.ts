import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';

/** Sets document.title to "{title} | Hearsay" (or just the product name) while mounted. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
