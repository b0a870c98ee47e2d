/**
* | output |
* | --- |
* | "Good" |
*
* @param {Strength_GoodInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_good: ((inputs?: Strength_GoodInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Strength_GoodInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Strength_GoodInputs = {};
