/**
* | output |
* | --- |
* | "Signed by KRA" |
*
* @param {Etims_Signed_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_signed_at: ((inputs?: Etims_Signed_AtInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Signed_AtInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Signed_AtInputs = {};
