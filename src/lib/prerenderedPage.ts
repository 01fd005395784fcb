/**
 * Whether what the visitor sees is still the page the server sent already rendered (hydrated, not yet
 * navigated away from). Such a page was painted before its script ran: an effect must not hide what is
 * already on screen to animate it in again.
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
