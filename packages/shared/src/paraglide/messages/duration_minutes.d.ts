/**
* | output |
* | --- |
* | "{count} min" |
*
* @param {Duration_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_minutes: ((inputs: Duration_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_MinutesInputs = {
    count: NonNullable<unknown>;
};
