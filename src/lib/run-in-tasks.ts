/** Resolves in a new task, so the browser can paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs a computation written as a generator that pauses (`yield`) between its steps, and resolves
 * to what it returns. Steps run back to back until `budgetMs` of one task is used, then the rest
 * continues in a new task: a long computation becomes several short tasks, and the page stays
 * responsive on a slow phone (a task over 50 ms counts as blocking).
 */
export async function runInTasks<T>(steps: Generator<unknown, T>, budgetMs = 5): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= budgetMs) {
      await nextTask();
      started = performance.now();
    }
  }
}
