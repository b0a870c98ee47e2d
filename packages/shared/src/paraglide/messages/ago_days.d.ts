/**
* | output |
* | --- |
* | "{count} days ago" |
*
* @param {Ago_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_days: ((inputs: Ago_DaysInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ago_DaysInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ago_DaysInputs = {
    count: NonNullable<unknown>;
};
