/**
* | output |
* | --- |
* | "Too many {what}. Try again in {wait}." |
*
* @param {Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rate_limited: ((inputs: Rate_LimitedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rate_LimitedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rate_LimitedInputs = {
    what: NonNullable<unknown>;
    wait: NonNullable<unknown>;
};
