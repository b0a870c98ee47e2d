/**
* | output |
* | --- |
* | "Original CU invoice number" |
*
* @param {Etims_OriginalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_original: ((inputs?: Etims_OriginalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_OriginalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_OriginalInputs = {};
