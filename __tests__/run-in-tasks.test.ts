/** @jest-environment node */
import { runInTasks } from "../src/lib/run-in-tasks";

/** Steps that log themselves; each step "takes" `stepMs` by the (mocked) clock. */
function* loggedSteps(log: string[], count: number): Generator<unknown, string> {
  for (let index = 0; index < count; index++) {
    log.push(`step ${index}`);
    yield;
  }
  log.push("done");
  return "result";
}

/** Logs "other task" from a task queued before runInTasks starts; resolves once it has run. */
function queueOtherTask(log: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      log.push("other task");
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

describe("runInTasks", () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(performance, "now").mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it("runs quick steps back to back in the same task and resolves to the result", async () => {
    const log: string[] = [];
    const otherTask = queueOtherTask(log);
    await expect(runInTasks(loggedSteps(log, 3), 5)).resolves.toBe("result");
    expect(log).toEqual(["step 0", "step 1", "step 2", "done"]);
    // Waiting for the other task itself (a setTimeout(0) may run before a message in Node).
    await otherTask;
    expect(log.at(-1)).toBe("other task");
  });

  it("continues in a new task once a task has used its budget, letting other tasks run between", async () => {
    const log: string[] = [];
    function* slowSteps() {
      const steps = loggedSteps(log, 4);
      for (let step = steps.next(); !step.done; step = steps.next()) {
        clock += 3; // each step takes 3 ms
        yield;
      }
    }
    void queueOtherTask(log);
    await runInTasks(slowSteps(), 5);
    // Two steps (6 ms) fill the 5 ms budget; the queued task runs before the third.
    expect(log).toEqual(["step 0", "step 1", "other task", "step 2", "step 3", "done"]);
  });
});
