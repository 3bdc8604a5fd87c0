import { notFound } from 'next/navigation';

/** Anything the proxy could not resolve lands here and gets the localized 404 page. */
export default function Missing(): never {
  notFound();
}
