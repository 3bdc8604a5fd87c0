/** Whether any process of the group `pgid` (a child spawned with `detached: true`) is still running. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
