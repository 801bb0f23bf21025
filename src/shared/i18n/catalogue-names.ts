import type { Category } from '#shared/categories';
import type { MessageKey } from './en';
import type { Translate } from './translate';

/** A category's title in the page's language ('Hair Services' / 'Huduma za Nywele'). */
export const categoryTitle = (t: Translate, category: Pick<Category, 'id'>) =>
  t(`category.${category.id}` as MessageKey);

/** A subcategory's title in the page's language ('Braiding' / 'Kusuka'). */
export const subcategoryTitle = (t: Translate, categoryId: string, slug: string) =>
  t(`subcategory.${categoryId}.${slug}` as MessageKey);
