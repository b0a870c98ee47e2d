/**
* | output |
* | --- |
* | "Our practices" |
*
* @param {Security_PracticesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_practices: ((inputs?: Security_PracticesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_PracticesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_PracticesInputs = {};
