/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const reviews_loading: ((inputs?: Reviews_LoadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_LoadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_LoadingInputs = {};
