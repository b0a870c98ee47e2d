/**
* | output |
* | --- |
* | "Since {year}" |
*
* @param {Partners_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_since: ((inputs: Partners_SinceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_SinceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partners_SinceInputs = {
    year: NonNullable<unknown>;
};
