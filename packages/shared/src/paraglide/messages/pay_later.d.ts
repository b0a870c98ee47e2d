/**
* | output |
* | --- |
* | "I'll Pay Later" |
*
* @param {Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_later: ((inputs?: Pay_LaterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_LaterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_LaterInputs = {};
