/** Never rendered: its layout throws (./layout.tsx). */
export default function FaultPage() {
  return null;
}
