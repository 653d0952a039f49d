/**
 * Ends the current task: what follows runs as a new one, after the browser has had its turn (input,
 * paint). A phone runs each step of a page's start-up in tens of milliseconds; as one task they would
 * block the page for hundreds (docs/decisions/047-server-rendering.md "Start-up in short tasks").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
