/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Etims_Title_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_title_credit: ((inputs?: Etims_Title_CreditInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Title_CreditInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Title_CreditInputs = {};
