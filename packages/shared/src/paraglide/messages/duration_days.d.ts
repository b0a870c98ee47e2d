/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day" |
* | "other" | "{count} days" |
*
* @param {Duration_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_days: ((inputs: Duration_DaysInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_DaysInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_DaysInputs = {
    count: NonNullable<unknown>;
};
