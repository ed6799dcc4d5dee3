/**
 * The add and edit forms, loaded when one opens: they check their fields with the shared zod
 * schemas, and zod (about 25 KB gzip) must stay off the scan page's first load.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const loadForms = () => import('./product-form');

const LazyAdd = lazy(() => loadForms().then((m) => ({ default: m.AddProductForm })));
const LazyEdit = lazy(() => loadForms().then((m) => ({ default: m.EditProductForm })));

const FormLoading = () => (
  <p className="scan-muted" role="status">
    Opening the form…
  </p>
);

export const AddProductForm = (props: ComponentProps<typeof LazyAdd>) => (
  <Suspense fallback={<FormLoading />}>
    <LazyAdd {...props} />
  </Suspense>
);

export const EditProductForm = (props: ComponentProps<typeof LazyEdit>) => (
  <Suspense fallback={<FormLoading />}>
    <LazyEdit {...props} />
  </Suspense>
);
