// Rendered on every request: the smallest dynamic page Next.js can serve.
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>A bare dynamic Next.js page</h1>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}
