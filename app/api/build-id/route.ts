import { NextResponse } from 'next/server';

// The id of the build that is serving now; clients built from another one reload.
export function GET() {
  return NextResponse.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? null },
    { headers: { 'cache-control': 'no-store' } },
  );
}
