// The bare Next page `npm run bench` measures every page against (scripts/bench/bare.ts builds it).
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
