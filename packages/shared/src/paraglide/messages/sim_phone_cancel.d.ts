/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Sim_Phone_CancelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_cancel: ((inputs?: Sim_Phone_CancelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sim_Phone_CancelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sim_Phone_CancelInputs = {};
