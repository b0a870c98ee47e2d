/**
* | output |
* | --- |
* | "No payment requests waiting. Reload after asking for one." |
*
* @param {Sim_Phone_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_none: ((inputs?: Sim_Phone_NoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sim_Phone_NoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sim_Phone_NoneInputs = {};
