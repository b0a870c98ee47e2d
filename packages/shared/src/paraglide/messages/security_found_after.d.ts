/**
* | output |
* | --- |
* | "lists how to reach us." |
*
* @param {Security_Found_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_found_after: ((inputs?: Security_Found_AfterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Found_AfterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Found_AfterInputs = {};
