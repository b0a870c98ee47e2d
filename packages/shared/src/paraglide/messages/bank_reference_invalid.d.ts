/**
* | output |
* | --- |
* | "Enter a booking reference like NF-Z5NUS9." |
*
* @param {Bank_Reference_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_reference_invalid: ((inputs?: Bank_Reference_InvalidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Reference_InvalidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Reference_InvalidInputs = {};
