/** Leaves the portal for the access controller; one place, so tests can observe it. */
export function navigateAway(url: string): void {
  window.location.assign(url);
}
