/**
* | output |
* | --- |
* | "Show more reviews" |
*
* @param {Reviews_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_more: ((inputs?: Reviews_MoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_MoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_MoreInputs = {};
