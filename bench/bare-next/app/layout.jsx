// The machine reference of `npm run bench`: the smallest Next.js app, measured in the same run as Kotonoha,
// so every figure can be read against what this machine gives any Next.js page.
export const metadata = { title: 'Bare Next.js page', description: 'The benchmark’s machine reference.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
