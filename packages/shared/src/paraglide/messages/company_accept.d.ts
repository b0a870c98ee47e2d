/**
* | output |
* | --- |
* | "Accept and join" |
*
* @param {Company_AcceptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_accept: ((inputs?: Company_AcceptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_AcceptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_AcceptInputs = {};
