/**
* | output |
* | --- |
* | "New link made. The old link no longer works." |
*
* @param {Toast_Feed_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_feed_regenerated: ((inputs?: Toast_Feed_RegeneratedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Feed_RegeneratedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Feed_RegeneratedInputs = {};
