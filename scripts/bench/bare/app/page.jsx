export default function Page() {
  return <h1>Bare Next page</h1>;
}
