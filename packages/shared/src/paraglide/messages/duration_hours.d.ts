/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour" |
* | "other" | "{count} hours" |
*
* @param {Duration_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_hours: ((inputs: Duration_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_HoursInputs = {
    count: NonNullable<unknown>;
};
