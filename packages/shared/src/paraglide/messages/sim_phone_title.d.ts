/**
* | output |
* | --- |
* | "M-Pesa simulator phone" |
*
* @param {Sim_Phone_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_title: ((inputs?: Sim_Phone_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sim_Phone_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sim_Phone_TitleInputs = {};
