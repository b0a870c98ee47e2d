/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Duration_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_hours_minutes: ((inputs: Duration_Hours_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_Hours_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
