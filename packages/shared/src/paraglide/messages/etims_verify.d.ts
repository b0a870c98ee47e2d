/**
* | output |
* | --- |
* | "Check on KRA's eTIMS" |
*
* @param {Etims_VerifyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_verify: ((inputs?: Etims_VerifyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_VerifyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_VerifyInputs = {};
