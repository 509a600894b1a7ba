// The log-based metric and dashboard in functions/monitoring read exactly what log-vital.ts
// writes: the entry's message, its value, and its route, metric and rating as labels.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VITAL_LOG_MESSAGE } from "./log-vital.js";
import { VITAL_METRICS } from "./vitals-beacon.js";

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../monitoring/${name}`, import.meta.url), "utf8")) as unknown;

const metric = read("web-vital-metric.json") as {
  name: string;
  filter: string;
  valueExtractor: string;
  labelExtractors: Record<string, string>;
};
const dashboard = read("web-vitals-dashboard.json") as {
  mosaicLayout: {
    tiles: {
      widget: {
        xyChart: {
          dataSets: {
            timeSeriesQuery: {
              timeSeriesFilter: {
                filter: string;
                aggregation: { crossSeriesReducer: string; groupByFields: string[] };
              };
            };
          }[];
        };
      };
    }[];
  };
};

describe("the web_vital log-based metric", () => {
  it("counts the webVitals function's entries, by their message", () => {
    expect(metric.filter).toContain(`jsonPayload.message="${VITAL_LOG_MESSAGE}"`);
    // Cloud Run names a 2nd-gen function's service after it, lower-cased.
    expect(metric.filter).toContain('resource.labels.service_name="webvitals"');
  });

  it("takes the value, and the route, metric and rating as labels", () => {
    expect(metric.valueExtractor).toBe("EXTRACT(jsonPayload.value)");
    expect(metric.labelExtractors).toEqual({
      route: "EXTRACT(jsonPayload.route)",
      metric: "EXTRACT(jsonPayload.metric)",
      rating: "EXTRACT(jsonPayload.rating)",
    });
  });
});

describe("the web vitals dashboard", () => {
  it("charts the 75th percentile per route of each metric the site sends", () => {
    const queries = dashboard.mosaicLayout.tiles.map(
      (tile) => tile.widget.xyChart.dataSets[0]?.timeSeriesQuery.timeSeriesFilter,
    );
    expect(
      queries.map((query) => /metric\.labels\.metric="(\w+)"/.exec(query?.filter ?? "")?.[1]),
    ).toEqual([...VITAL_METRICS]);
    for (const query of queries) {
      expect(query?.filter).toContain(`metric.type="logging.googleapis.com/user/${metric.name}"`);
      expect(query?.aggregation.crossSeriesReducer).toBe("REDUCE_PERCENTILE_75");
      expect(query?.aggregation.groupByFields).toEqual(["metric.label.route"]);
    }
  });
});
