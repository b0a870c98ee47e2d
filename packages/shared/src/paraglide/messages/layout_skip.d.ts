/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Layout_SkipInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const layout_skip: ((inputs?: Layout_SkipInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_SkipInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_SkipInputs = {};
