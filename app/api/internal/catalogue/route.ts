import { revalidatePath } from 'next/cache';
import { isRefreshToken, REFRESH_HEADER } from '@/lib/catalogue/live/refresh';

// This process's own call after a catalogue release was swapped in (lib/catalogue/live/refresh.ts):
// every page it made from the old catalogue is made again on its next request.
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!isRefreshToken(request.headers.get(REFRESH_HEADER))) return new Response('Not found', { status: 404 });
  revalidatePath('/', 'layout');
  return new Response(null, { status: 204 });
}
