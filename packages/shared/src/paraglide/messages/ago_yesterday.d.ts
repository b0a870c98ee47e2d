/**
* | output |
* | --- |
* | "yesterday" |
*
* @param {Ago_YesterdayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_yesterday: ((inputs?: Ago_YesterdayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ago_YesterdayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ago_YesterdayInputs = {};
