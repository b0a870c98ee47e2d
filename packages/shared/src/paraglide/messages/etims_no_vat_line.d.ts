/**
* | output |
* | --- |
* | "No VAT (type {type})" |
*
* @param {Etims_No_Vat_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_no_vat_line: ((inputs: Etims_No_Vat_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_No_Vat_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_No_Vat_LineInputs = {
    type: NonNullable<unknown>;
};
