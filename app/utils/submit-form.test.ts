import { afterEach, describe, expect, it, vi } from "vitest";
import { answerWaitMs, sendFormSubmission } from "./submit-form.ts";

const options = { idempotencyKey: "0b6f3c52-5d3e-4c1a-9f1e-2a7f4e8b9c10", trapFilled: false, elapsedMs: 9_000 };

/** A link that went dead without closing: the request is never answered, only given up. */
function unansweredFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Gave up", "AbortError")));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("sendFormSubmission on a link that never answers", () => {
  it("gives up after the wait and ends as a call that threw, so the form can be sent again", async () => {
    vi.useFakeTimers();
    const fetchMock = unansweredFetch();
    vi.stubGlobal("fetch", fetchMock);
    const submission = { formType: "contact", data: { message: "Hello" } };
    let settled: unknown = "still waiting";
    void sendFormSubmission(submission, options).then((result) => (settled = result));

    await vi.advanceTimersByTimeAsync(answerWaitMs(JSON.stringify(submission)) - 1);
    expect(settled).toBe("still waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ status: "thrown" });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("waits longer for a longer message: a slow link takes longer to carry it", () => {
    const short = answerWaitMs(JSON.stringify({ message: "Hello" }));
    const long = answerWaitMs(JSON.stringify({ message: "అ".repeat(300_000) }));
    expect(short).toBeGreaterThanOrEqual(30_000);
    // 300,000 Telugu letters are 900 KB as sent: at 10 KB a second, a minute and a half more.
    expect(long - short).toBeGreaterThanOrEqual(89_000);
  });
});
