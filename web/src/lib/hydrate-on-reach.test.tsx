// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydrateOnReach } from "./hydrate-on-reach";

// An island's content with a handler, so that a test can tell whether React has hydrated it.
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

let roots: Root[] = [];
let container: HTMLDivElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  container.remove();
});

/** The HTML the prerender writes for an island, from a factory whose module is loaded. */
async function prerendered(name: string) {
  const Server = hydrateOnReach(() => Promise.resolve(Counter));
  await Server.preload();
  container = document.createElement("div");
  container.innerHTML = renderToString(<Server name={name} />);
  document.body.append(container);
  return container.innerHTML;
}

const reach = (element: Element, type = "pointerover") =>
  act(async () => {
    element.dispatchEvent(new Event(type, { bubbles: true }));
  });

describe("hydrateOnReach", () => {
  it("leaves prerendered HTML un-hydrated and its module unloaded until a visitor reaches it", async () => {
    const html = await prerendered("Ada");
    const load = vi.fn(() => Promise.resolve(Counter));
    const Island = hydrateOnReach(load);
    await act(async () => {
      roots.push(hydrateRoot(container, <Island name="Ada" />));
    });
    const button = container.querySelector("button");
    if (!button) throw new Error("the prerendered island has no button");

    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    await act(async () => button.click());
    expect(button.textContent).toBe("Ada 0"); // no handler yet

    await reach(button);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    // The same element, now hydrated: React did not replace the prerendered HTML.
    expect(container.querySelector("button")).toBe(button);
    expect(button.textContent).toBe("Ada 1");

    await reach(button, "focusin");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the prerendered HTML when its module fails to load, and tries again on the next reach", async () => {
    await prerendered("Lin");
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(Counter);
    const Island = hydrateOnReach(load);
    await act(async () => {
      roots.push(hydrateRoot(container, <Island name="Lin" />));
    });
    const button = container.querySelector("button");
    if (!button) throw new Error("the prerendered island has no button");

    await reach(button, "touchstart");
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("Lin 0");

    await reach(button, "touchstart");
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => button.click());
    expect(button.textContent).toBe("Lin 1");
  });

  it("loads its module at once when rendered on the client, and shows nothing half-done", async () => {
    container = document.createElement("div");
    document.body.append(container);
    let finish: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (finish = resolve)));
    const Island = hydrateOnReach(load);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<Island name="Grace" />));

    expect(load).toHaveBeenCalledTimes(1);
    // No boundary of its own on the client: the render waits for the module as a whole.
    expect(container.innerHTML).toBe("");
    await act(async () => finish(Counter));
    expect(container.textContent).toBe("Grace 0");
  });
});
