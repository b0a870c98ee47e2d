/**
* | output |
* | --- |
* | "No VAT: this host is not VAT-registered" |
*
* @param {Tax_None_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_none_host: ((inputs?: Tax_None_HostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_None_HostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_None_HostInputs = {};
