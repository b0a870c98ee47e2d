/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour ago" |
* | "other" | "{count} hours ago" |
*
* @param {Ago_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_hours: ((inputs: Ago_HoursInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ago_HoursInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ago_HoursInputs = {
    count: NonNullable<unknown>;
};
