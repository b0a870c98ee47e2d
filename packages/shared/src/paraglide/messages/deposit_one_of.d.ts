/**
* | output |
* | --- |
* | "Ask for a deposit as a share or as a sum, not both." |
*
* @param {Deposit_One_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_one_of: ((inputs?: Deposit_One_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deposit_One_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deposit_One_OfInputs = {};
