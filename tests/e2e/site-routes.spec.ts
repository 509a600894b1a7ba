// Every route of the spec in Chromium against the built site served by the Hosting emulator:
// 200, its own title, one H1, the site header and footer (not on the landing page), every
// header and footer link lands on a page that renders, the mobile menu, the chat action's
// placement and scroll-to-top on navigation. (The /home 301 and the 404 live in hosting.spec.)
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostingOrigin, launchBrowser } from "../support/browser";

const origin = hostingOrigin();
const PRODUCT = "Brandvista Studio";

// The spec's route table (section 2), except /home, which redirects.
const SPEC_ROUTES = [
  "/",
  "/logobranding",
  "/portfolio",
  "/pricing",
  "/about",
  "/work",
  "/website",
  "/mobile-application",
  "/video-animation",
  "/privacy-policy",
  "/book-publication",
  "/amazon-marketing",
  "/seo-sem-services-company-usa",
  // The brief's six steps.
  ...["company", "slogan", "industry", "keyword", "email", "number"].map(
    (step) => `/brief/${step}`,
  ),
  "/final-step",
  "/checkout",
  "/logo-design-services",
];
const LANDING = "/logo-design-services";
const WITHOUT_CHAT = ["/work", "/brief/company", "/final-step", "/checkout"];

let browser: Browser;
let desktop: BrowserContext;
let mobile: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  mobile = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Title, H1 texts and whether the site header/footer landmarks are there. The H1s are the
 * accessibility tree's: the brief builds its next step ahead, hidden, H1 and all.
 */
async function pageShape(page: Page) {
  return {
    title: await page.title(),
    h1s: await page.getByRole("heading", { level: 1 }).allInnerTexts(),
    banners: await page.getByRole("banner").count(),
    footers: await page.getByRole("contentinfo").count(),
  };
}

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const response = await page.goto(origin + path, { waitUntil: "networkidle" });
  // The title as served, before JavaScript (the final step and checkout send a visitor
  // without a brief back to its first step once hydrated).
  const served = (await response?.text()) ?? "";
  const servedTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1];
  const servedH1s = served.match(/<h1[\s>]/g)?.length ?? 0;
  return { page, status: response?.status(), servedTitle, servedH1s };
}

describe("every route of the spec", () => {
  const titles = new Map<string, string>();

  it.each(SPEC_ROUTES)(
    "%s answers 200 with its title, one H1 and the right chrome",
    async (path) => {
      const { page, status, servedTitle, servedH1s } = await open(desktop, path);
      expect(status).toBe(200);
      expect(servedH1s, "exactly one H1 in the HTML as served").toBe(1);
      expect(servedTitle).toMatch(new RegExp(` - ${PRODUCT}$`));
      const shape = await pageShape(page);
      await page.close();
      expect(shape.title).toMatch(new RegExp(` - ${PRODUCT}$`));
      expect(shape.title).not.toMatch(/^Page not found/);
      expect(shape.h1s, "exactly one H1").toHaveLength(1);
      expect(shape.h1s[0]?.trim().length).toBeGreaterThan(3);
      if (path === LANDING) {
        expect(shape.banners, "landing page has no header").toBe(0);
        expect(shape.footers, "landing page has no footer").toBe(0);
      } else {
        expect(shape.banners, "site header").toBe(1);
        expect(shape.footers, "site footer").toBe(1);
      }
      titles.set(path, servedTitle ?? "");
    },
  );

  it("gives the marketing pages titles of their own", () => {
    const marketing = SPEC_ROUTES.filter((path) => !path.startsWith("/brief/"));
    const seen = marketing.map((path) => titles.get(path));
    expect(seen.every(Boolean)).toBe(true);
    expect(new Set(seen).size).toBe(marketing.length);
  });
});

/** Internal hrefs of the header (desktop nav, dropdown) and the footer, as rendered on "/". */
async function chromeLinks(page: Page) {
  return page.evaluate(() => {
    const hrefs = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>(selector))
        .map((a) => a.getAttribute("href") ?? "")
        .filter((href) => href.startsWith("/"));
    return {
      header: hrefs("header a"),
      footer: hrefs("footer a"),
    };
  });
}

describe("header and footer links", () => {
  it("the header holds the spec's items and the Services dropdown opens on hover", async () => {
    const { page } = await open(desktop, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false");
    await services.hover();
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("true");
    const items = await nav.locator("ul ul a").allInnerTexts();
    expect(items).toEqual([
      "Logo & Branding",
      "Website",
      "Mobile Application",
      "Amazon Marketing",
      "Book Publication",
      "Seo Service",
    ]);
    const tel = await page.locator('header a[href^="tel:"]').first().getAttribute("href");
    expect(tel).toMatch(/^tel:\+1214555\d{4}$/);
    const headerHeight = await page
      .getByRole("banner")
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(headerHeight).toBe(62);
    await page.close();
  });

  it("every header and footer link lands on a page that renders", async () => {
    const { page } = await open(desktop, "/");
    const { header, footer } = await chromeLinks(page);
    await page.close();
    expect(header).toEqual(
      expect.arrayContaining([
        "/",
        "/portfolio",
        "/pricing",
        "/about",
        "/logobranding",
        "/seo-sem-services-company-usa",
      ]),
    );
    expect(footer).toEqual(
      expect.arrayContaining(["/privacy-policy", "/amazon-marketing", "/website"]),
    );
    for (const href of new Set([...header, ...footer])) {
      const target = await open(desktop, href);
      expect(target.status, href).toBe(200);
      const shape = await pageShape(target.page);
      await target.page.close();
      expect(shape.title, href).not.toMatch(/^Page not found/);
      expect(shape.h1s, href).toHaveLength(1);
    }
  });

  it("the footer's Services items go where the spec says", async () => {
    const { page } = await open(desktop, "/");
    const footer = page.getByRole("contentinfo");
    const target = (name: string) =>
      footer
        .getByRole("navigation", { name: "Footer Services" })
        .getByRole("link", { name, exact: true })
        .getAttribute("href");
    await expect(target("Logo Design")).resolves.toBe("/portfolio");
    await expect(target("Branding")).resolves.toBe("/logobranding");
    await expect(
      footer
        .getByRole("navigation", { name: "Footer Links" })
        .getByRole("link", { name: "Services" })
        .getAttribute("href"),
    ).resolves.toBe("/logobranding");
    // What a visitor reads there once scrolled to it: until then the footer is not rendered
    // (content-visibility: auto), and innerText of unrendered content is empty.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toMatch(/© 2024/);
    await expect(footer.innerText()).resolves.toMatch(/Dallas, Texas/);
    await page.close();
  });

  it("clicking through the dropdown navigates client-side and starts the new page at the top", async () => {
    const { page } = await open(desktop, "/");
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Book Publication" }).click();
    await page.waitForURL(`${origin}/book-publication`);
    await page.waitForFunction(() => document.title.startsWith("Book"));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(
      page.getByRole("button", { name: "Services" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");
    await page.close();
  });
});

describe("mobile menu", () => {
  it("opens, lists the items with the mobile phone, and collapses when an item is chosen", async () => {
    const { page } = await open(mobile, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Seo Service" }).isVisible()).resolves.toBe(true);
    await expect(menu.locator('a[href^="tel:"]').getAttribute("href")).resolves.toMatch(
      /^tel:\+1214555/,
    );
    await menu.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${origin}/pricing`);
    await expect(page.getByRole("navigation", { name: "Mobile" }).count()).resolves.toBe(0);
    await expect(
      page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");
    await page.close();
  });
});

describe("live chat action", () => {
  it.each(["/", "/pricing", "/logobranding", LANDING])(
    "%s offers 'Chat with us' and loads no widget yet",
    async (path) => {
      const requests: string[] = [];
      const page = await desktop.newPage();
      page.on("request", (request) => requests.push(request.url()));
      await page.goto(origin + path, { waitUntil: "networkidle" });
      expect(await page.getByRole("button", { name: /Chat with us/ }).count()).toBeGreaterThan(0);
      expect(requests.filter((url) => url.includes("livechat"))).toEqual([]);
      await page.close();
    },
  );

  it.each(WITHOUT_CHAT)("%s has no chat action", async (path) => {
    const { page } = await open(desktop, path);
    expect(await page.getByRole("button", { name: /Chat with us/ }).count()).toBe(0);
    await page.close();
  });
});

describe("home carousel", () => {
  const activeSlide = (page: Page) =>
    page.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");

  /** Waits for the next slide, however long the loaded machine takes (2.5 s when idle). */
  async function nextSlide(page: Page) {
    await page.waitForFunction(
      (before) =>
        document.querySelector(".swiper-slide-active")?.getAttribute("data-swiper-slide-index") !==
        before,
      await activeSlide(page),
      // Polled on a timer, not on animation frames, which the idle test counts.
      { timeout: 15_000, polling: 250 },
    );
  }

  async function openCarousel(context: BrowserContext, beforeLoad?: () => void) {
    const requests: string[] = [];
    const page = await context.newPage();
    if (beforeLoad) await page.addInitScript(beforeLoad);
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(origin + "/", { waitUntil: "networkidle" });
    const swiperBeforeScroll = requests.filter((url) => /swiper/i.test(url));
    await page.locator("#work").scrollIntoViewIfNeeded();
    await page.waitForSelector(".swiper-initialized");
    return { page, swiperBeforeScroll };
  }

  it("loads Swiper only when it nears the viewport, then shows ten slides that autoplay", async () => {
    const { page, swiperBeforeScroll } = await openCarousel(desktop);
    expect(swiperBeforeScroll, "Swiper is not part of the first load").toEqual([]);
    expect(await page.locator(".swiper-slide").count()).toBe(10);
    await nextSlide(page);
    await page.close();
  });

  it("lets the page idle between slides: no animation frame asked for while a slide waits", async () => {
    // Swiper's autoplay asked for a frame on every vsync to count down autoplayTimeLeft, an
    // event nobody here reads (patches/swiper+*.patch): ~55 a second, for as long as the
    // slideshow played, each a main-thread task a tap could land behind.
    const { page } = await openCarousel(desktop, () => {
      const request = window.requestAnimationFrame.bind(window);
      Object.assign(window, { framesAsked: 0 });
      window.requestAnimationFrame = (callback) => {
        (window as unknown as { framesAsked: number }).framesAsked += 1;
        return request(callback);
      };
    });
    const framesAsked = () =>
      page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
    const framesBefore = await framesAsked();
    // Two slides' waits (2 × 2.5 s when idle): the slideshow still plays, asking ~no frames.
    for (let move = 0; move < 2; move += 1) await nextSlide(page);
    expect(await framesAsked()).toBeLessThan(framesBefore + 20);
    await page.close();
  });

  it("does not autoplay for visitors who prefer reduced motion", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    const { page } = await openCarousel(context);
    // Swiper's own state (its instance is on the container element, as its docs show): with
    // autoplay off and not running, no timer of Swiper's will ever move a slide.
    const autoplay = await page.evaluate(() => {
      const swiper = (
        document.querySelector(".swiper-initialized") as
          | (Element & {
              swiper?: { autoplay: { running: boolean }; params: { autoplay: unknown } };
            })
          | null
      )?.swiper;
      return { running: swiper?.autoplay.running, params: swiper?.params.autoplay };
    });
    expect(autoplay.running).toBe(false);
    expect(autoplay.params).toMatchObject({ enabled: false });
    await context.close();
  });
});
