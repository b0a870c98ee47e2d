/**
* | output |
* | --- |
* | "Receipt signature" |
*
* @param {Etims_SignatureInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_signature: ((inputs?: Etims_SignatureInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_SignatureInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_SignatureInputs = {};
