/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute ago" |
* | "other" | "{count} minutes ago" |
*
* @param {Ago_MinutesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_minutes: ((inputs: Ago_MinutesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ago_MinutesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ago_MinutesInputs = {
    count: NonNullable<unknown>;
};
