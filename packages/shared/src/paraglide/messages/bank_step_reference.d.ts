/**
* | output |
* | --- |
* | "Reference: {reference}, exactly as written: it is how the payment finds your booking." |
*
* @param {Bank_Step_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_reference: ((inputs: Bank_Step_ReferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_ReferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
