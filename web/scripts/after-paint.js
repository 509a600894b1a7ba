// @ts-check
// The loader of every prerendered page (defer-scripts.mjs minifies it at build time and calls it
// from the page's rewritten bootstrap): after the first contentful paint it adds the page's
// modulepreload hints, one per task, then evaluates the modules one per task, dependencies
// first, and last runs the bootstrap with the modules of its static imports.
//
// Why one per task: adding every hint at once is one long task on a slow phone (each
// modulepreload costs the browser some work), and importing the route modules at once evaluates
// React Router, React DOM and the page in one task where each module alone is short. Each hint asks for low priority: the page is complete
// without the scripts, so they should not compete with what is still painting (a hero image,
// the rest of the text); Lighthouse's simulation counts a high-priority script that starts
// before the largest paint as blocking that paint (docs/decisions/002-post-build-steps.md).
//
// When it starts: once the first contentful paint is reported (the paint timing entry comes once
// the frame is presented), or after two frames where paint timing is unsupported; the 5 s timer
// covers pages that never paint (a tab opened in the background) and must stay well above any
// real first paint. Written in ES5 (var, function): it runs before anything else of the page.
/* global document, PerformanceObserver, requestAnimationFrame */

/**
 * @param {string[]} hints the modulepreload hrefs, in the page's order
 * @param {number[]} staticImports indexes in `hints` of the bootstrap's static imports, in order
 * @param {number[]} order indexes in `hints` of the modules to evaluate, dependencies first
 * @param {(modules: unknown[]) => void} run the bootstrap, given its static imports' modules
 */
export function afterPaint(hints, staticImports, order, run) {
  var started = false;
  /** @type {unknown[]} */
  var evaluated = [];
  var hinted = 0;
  var next = 0;
  function start() {
    if (started) return;
    started = true;
    addHint();
  }
  function addHint() {
    if (hinted < hints.length) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.fetchPriority = "low";
      link.href = /** @type {string} */ (hints[hinted++]);
      document.head.appendChild(link);
      setTimeout(addHint);
      return;
    }
    evaluateNext();
  }
  function evaluateNext() {
    if (next < order.length) {
      var index = /** @type {number} */ (order[next++]);
      import(/** @type {string} */ (hints[index])).then(function (module) {
        evaluated[index] = module;
        setTimeout(evaluateNext);
      });
      return;
    }
    run(
      staticImports.map(function (index) {
        return evaluated[index];
      }),
    );
  }
  if (
    typeof PerformanceObserver == "function" &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0
  ) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }
  setTimeout(start, 5000);
}
