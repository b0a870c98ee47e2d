/**
* | output |
* | --- |
* | "{amount} owed" |
*
* @param {Company_OwedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_owed: ((inputs: Company_OwedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_OwedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_OwedInputs = {
    amount: NonNullable<unknown>;
};
