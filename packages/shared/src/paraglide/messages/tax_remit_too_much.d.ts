/**
* | output |
* | --- |
* | "That is more than Nafasi owes KRA in {kind} for {month}: {owed}." |
*
* @param {Tax_Remit_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_remit_too_much: ((inputs: Tax_Remit_Too_MuchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Remit_Too_MuchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Remit_Too_MuchInputs = {
    kind: NonNullable<unknown>;
    month: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
