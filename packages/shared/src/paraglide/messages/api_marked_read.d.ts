/**
* | output |
* | --- |
* | "Marked read." |
*
* @param {Api_Marked_ReadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_marked_read: ((inputs?: Api_Marked_ReadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Marked_ReadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Marked_ReadInputs = {};
