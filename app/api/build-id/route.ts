import { NextResponse } from 'next/server';

import { BUILD_ID } from '@/lib/env/public';

// The id of the build that is serving now; clients built from another one reload.
export function GET() {
  return NextResponse.json({ buildId: BUILD_ID ?? null }, { headers: { 'cache-control': 'no-store' } });
}
