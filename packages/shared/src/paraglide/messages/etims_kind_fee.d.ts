/**
* | output |
* | --- |
* | "Nafasi fee" |
*
* @param {Etims_Kind_FeeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_kind_fee: ((inputs?: Etims_Kind_FeeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Kind_FeeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Kind_FeeInputs = {};
