/**
 * Whether the visitor still sees the page the server sent (hydrated, not navigated away from): it was painted
 * before its script ran, so an effect must not hide what is already on screen.
 */
let showingPrerenderedPage = false;

export function enteredPrerenderedPage(): void {
  showingPrerenderedPage = true;
}

export function leftPrerenderedPage(): void {
  showingPrerenderedPage = false;
}

export function isShowingPrerenderedPage(): boolean {
  return showingPrerenderedPage;
}
