// A proof-of-work challenge for the forms' captcha (lib/visitor/captcha): fetched when a visitor first
// touches a form, so pages themselves carry nothing per request and stay cacheable.
import { newChallenge } from '@/lib/visitor/captcha';

export async function GET() {
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}
