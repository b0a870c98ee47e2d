/**
* | output |
* | --- |
* | "Account number: {number}." |
*
* @param {Bank_Step_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_number: ((inputs: Bank_Step_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_NumberInputs = {
    number: NonNullable<unknown>;
};
