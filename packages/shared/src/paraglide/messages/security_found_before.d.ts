/**
* | output |
* | --- |
* | "Found a vulnerability? Write to us before disclosing it; we answer every report within 48 hours. Our" |
*
* @param {Security_Found_BeforeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_found_before: ((inputs?: Security_Found_BeforeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Found_BeforeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Found_BeforeInputs = {};
