const mockToast = { success: jest.fn(), error: jest.fn() };
jest.mock("react-toastify/unstyled", () => ({ toast: mockToast }));

type NotifyModule = typeof import("../src/components/layout/notify");

function freshNotify(): NotifyModule {
  let loaded: NotifyModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<NotifyModule>("../src/components/layout/notify");
  });
  return loaded!;
}

beforeEach(() => {
  mockToast.success.mockReset();
  mockToast.error.mockReset();
});

describe("notify", () => {
  it("asks for the toaster once, on the first toast, then shows the toast", async () => {
    const { notify, onToasterWanted } = freshNotify();
    const wanted = jest.fn();
    onToasterWanted(wanted);
    expect(wanted).not.toHaveBeenCalled();

    await notify("success", "Message sent!");
    expect(wanted).toHaveBeenCalledTimes(1);
    // The message, with its timer (src/components/layout/toast-parts.tsx).
    expect(mockToast.success).toHaveBeenCalledWith(expect.any(Function), undefined);
    expect(mockToast.success.mock.calls[0][0].name).toBe("TimedToast");

    await notify("error", "Something went wrong.", { toastId: "x" });
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(mockToast.error).toHaveBeenCalledWith(expect.any(Function), { toastId: "x" });
  });

  it("tells a toaster that starts listening late at once", async () => {
    const { notify, onToasterWanted } = freshNotify();
    await notify("success", "Hello");
    const late = jest.fn();
    onToasterWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("stops telling a toaster that unsubscribed", async () => {
    const { notify, onToasterWanted } = freshNotify();
    const gone = jest.fn();
    onToasterWanted(gone)();
    await notify("success", "Hello");
    expect(gone).not.toHaveBeenCalled();
  });

  it("falls back to an alert with the message when the toast code can't be fetched", async () => {
    jest.resetModules();
    jest.doMock("react-toastify/unstyled", () => {
      throw new Error("ChunkLoadError: Loading chunk failed");
    });
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { notify } = jest.requireActual<NotifyModule>("../src/components/layout/notify");
    await notify("error", "Could not send message. Please check your internet connection.");
    expect(alert).toHaveBeenCalledWith(
      "Could not send message. Please check your internet connection.",
    );
    expect(logged).toHaveBeenCalled();
    jest.dontMock("react-toastify/unstyled");
  });
});
