'use client';

/**
 * The forms a contact module can hold (components/modules/contact-module.tsx), each loaded as a chunk
 * of its own. The module grid renders every menu page and the home page from one route, so a static
 * import would put react-hook-form and all five forms into every one of those pages; this way a page
 * loads a form's code only when it shows the form. Each is rendered on the server as before (so the
 * form works without JavaScript) and hydrated in its own Suspense boundary once its chunk is in, while
 * the rest of the page hydrates without waiting for it.
 *
 * React's `lazy` rather than `next/dynamic`, whose loader brings about 2.5 kB of gzipped JavaScript to
 * every page of that route, whether it shows a form or not (issue 40).
 */
import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';

function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Lazy: Form } = lazyComponent(load);
  function DeferredForm(props: P) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  }
  return DeferredForm;
}

export const SiteContactForm = deferred(() => import('./site-contact-form').then((m) => m.SiteContactForm));
export const ValuationForm = deferred(() => import('./valuation-form').then((m) => m.ValuationForm));
export const DemandRegisterForm = deferred(() => import('./demand-register-form').then((m) => m.DemandRegisterForm));
export const TestimonialForm = deferred(() => import('./testimonial-form').then((m) => m.TestimonialForm));
export const JobForm = deferred(() => import('./job-form').then((m) => m.JobForm));
