/**
* | output |
* | --- |
* | "Account name: {name}." |
*
* @param {Bank_Step_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_name: ((inputs: Bank_Step_NameInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_NameInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_NameInputs = {
    name: NonNullable<unknown>;
};
