/**
* | output |
* | --- |
* | "eTIMS credit note" |
*
* @param {Etims_Open_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_open_credit: ((inputs?: Etims_Open_CreditInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Open_CreditInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Open_CreditInputs = {};
