/**
* | output |
* | --- |
* | "Matched to {reference}." |
*
* @param {Bank_AssignedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_assigned: ((inputs: Bank_AssignedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_AssignedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_AssignedInputs = {
    reference: NonNullable<unknown>;
};
