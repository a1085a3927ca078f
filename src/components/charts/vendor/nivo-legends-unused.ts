/**
 * What the build gives @nivo/line and @nivo/bar in place of @nivo/legends: no chart
 * here draws a nivo legend (each names its series in its own markup, beside the chart), so these
 * are never called with a legend to draw.
 */
export const BoxLegendSvg = () => null;
export const renderLegendToCanvas = () => {};
